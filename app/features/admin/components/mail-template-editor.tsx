import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/dates";
import type { EditableMail, MailWording } from "~/lib/mail/mail-template";
import { SETTINGS_PATHS } from "../admin-paths";
import { mailTemplatesCopy as c } from "../settings-messages";

export type MailPreview = { subject: string; text: string; html: string | null };

function Placeholders({ mail }: { mail: EditableMail }) {
  return (
    <section aria-labelledby="placeholders-title" className="grid gap-2">
      <h3 id="placeholders-title" className="font-semibold">
        {c.placeholders}
      </h3>
      <dl className="grid gap-2 text-sm">
        {Object.entries(mail.placeholders).map(([name, p]) => (
          <div key={name} className="grid gap-0.5">
            <dt className="flex flex-wrap items-center gap-2">
              <code className="rounded bg-surface px-1 font-mono break-all">{`{{${name}}}`}</code>
              {p.kind === "link" ? <Badge variant="outline">{c.link}</Badge> : null}
              {p.kind === "block" ? <Badge variant="outline">{c.block}</Badge> : null}
              {p.required ? <Badge variant="warning">{c.required}</Badge> : null}
            </dt>
            <dd className="text-muted">{p.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Preview({ preview }: { preview: MailPreview }) {
  return (
    <section
      aria-labelledby="preview-title"
      className="grid content-start gap-2"
      aria-live="polite"
      data-testid="mail-preview"
    >
      <h3 id="preview-title" className="font-semibold">
        {c.preview}
      </h3>
      <p className="text-sm text-muted">{c.previewIntro}</p>
      <p className="text-sm">
        <span className="font-medium">{c.previewSubject}: </span>
        <span data-testid="mail-preview-subject">{preview.subject}</span>
      </p>
      {/* Focusable: a long mail scrolls inside the box, and keyboard users must reach it. */}
      <pre
        aria-label={c.previewText}
        tabIndex={0}
        data-testid="mail-preview-text"
        className="max-h-96 overflow-auto rounded-md border border-line bg-surface p-3 text-sm break-words whitespace-pre-wrap"
      >
        {preview.text}
      </pre>
      {preview.html ? (
        // An empty sandbox: no scripts, no forms, no navigation, whatever the HTML holds.
        <iframe
          title={c.previewHtml}
          sandbox=""
          srcDoc={preview.html}
          className="h-96 w-full rounded-md border border-line bg-white"
        />
      ) : null}
    </section>
  );
}

export function MailTemplateEditor({
  title,
  description,
  mail,
  wording,
  edited,
  preview,
  fieldErrors,
}: {
  title: string;
  description: string;
  mail: EditableMail;
  wording: MailWording;
  edited: { at: string; byName: string | null } | null;
  preview: MailPreview | null;
  fieldErrors: Record<string, string[]>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <p className="text-sm text-muted">{description}</p>
        <p className="text-sm">
          {edited ? (
            c.lastEdit(formatDateTime(new Date(edited.at)), edited.byName)
          ) : (
            <Badge variant="secondary">{c.standard}</Badge>
          )}
        </p>
        <Link to={SETTINGS_PATHS.mailTemplates} className="w-fit text-sm text-brand-700 underline">
          {c.back}
        </Link>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          {/* Keyed by the wording shown, so a reset or save refills the fields. */}
          <Form
            method="post"
            className="grid gap-3"
            aria-label={title}
            key={`${wording.subject}\n${wording.body}`}
          >
            <Field label={c.subject} name="subject" error={fieldErrors.subject} required>
              <Input defaultValue={wording.subject} autoComplete="off" />
            </Field>
            <Field
              label={c.body}
              name="body"
              description={c.bodyHint}
              error={fieldErrors.body}
              required
            >
              <Textarea defaultValue={wording.body} rows={16} className="font-mono" />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="save">
                {c.save}
              </Button>
              <Button type="submit" name="intent" value="preview" variant="outline">
                {c.preview}
              </Button>
            </div>
          </Form>
          <Form method="post" className="grid gap-1">
            <input type="hidden" name="intent" value="reset" />
            <Button type="submit" variant="ghost" className="w-fit" disabled={!edited}>
              {c.reset}
            </Button>
            <p className="text-xs text-muted">{c.resetHint}</p>
          </Form>
          <Placeholders mail={mail} />
        </div>
        {preview ? <Preview preview={preview} /> : null}
      </CardContent>
    </Card>
  );
}
