import { Form, Link } from "react-router";
import { NoticeBar } from "~/components/layout/notice-bar";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import type { Notice } from "~/components/layout/chrome-types";
import { NOTICE_LINK_TEXT_MAX, NOTICE_TEXT_MAX } from "../notice-limits";
import { noticeBarCopy as c } from "../notice-messages";

type Values = { text: string; linkUrl: string; linkText: string; tone: string };

export function NoticeBarForm({
  saved,
  values,
  fieldErrors,
}: {
  saved: Values;
  values: Values;
  fieldErrors: Record<string, string[]>;
}) {
  // The bar as every page draws it now (the saved values were read by parseNotice).
  const current: Notice | null = saved.text
    ? {
        text: saved.text,
        tone: saved.tone as Notice["tone"],
        linkUrl: saved.linkUrl || undefined,
        linkText: saved.linkText || undefined,
      }
    : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{c.title}</CardTitle>
        <p className="text-sm text-muted">{c.intro}</p>
        <Link to="/admin/settings" className="w-fit text-sm text-brand-700 underline">
          {c.back}
        </Link>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="notice-current" className="grid gap-2">
          <h3 id="notice-current" className="font-semibold">
            {c.current}
          </h3>
          {current ? (
            <div className="overflow-hidden rounded-md border border-line">
              <NoticeBar notice={current} />
            </div>
          ) : (
            <p className="text-sm text-muted">{c.hidden}</p>
          )}
        </section>
        <Form method="post" className="grid max-w-xl gap-3" aria-label={c.title}>
          <Field label={c.text} name="text" description={c.textHint} error={fieldErrors.text}>
            <Input defaultValue={values.text} maxLength={NOTICE_TEXT_MAX} autoComplete="off" />
          </Field>
          <Field
            label={c.linkUrl}
            name="linkUrl"
            description={c.linkUrlHint}
            error={fieldErrors.linkUrl}
          >
            <Input defaultValue={values.linkUrl} autoComplete="off" inputMode="url" />
          </Field>
          <Field
            label={c.linkText}
            name="linkText"
            description={c.linkTextHint}
            error={fieldErrors.linkText}
          >
            <Input
              defaultValue={values.linkText}
              maxLength={NOTICE_LINK_TEXT_MAX}
              autoComplete="off"
            />
          </Field>
          <Field label={c.tone} name="tone" error={fieldErrors.tone}>
            <NativeSelect defaultValue={values.tone}>
              <option value="info">{c.tones.info}</option>
              <option value="warning">{c.tones.warning}</option>
              <option value="success">{c.tones.success}</option>
            </NativeSelect>
          </Field>
          <Button type="submit" className="w-fit">
            {c.save}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
