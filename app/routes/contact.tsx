import { data, Form, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { CONTACT_FAQ } from "~/features/site/contact-faq";
import { contactSchema } from "~/features/site/contact-schema";
import { sendContactMessage } from "~/features/site/contact.server";
import { getSessionUser } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { publicPageHeaders } from "~/lib/http-cache";
import { getLogger } from "~/lib/logger.server";
import { generalErrors, generalSuccess } from "~/lib/messages/error-pages";
import { contactPageCopy, contactToasts } from "~/features/site/messages";
import { FORM_LIMITS, takeRateLimit } from "~/lib/rate-limit.server";

import { pageMeta } from "~/lib/seo";
import { ServerPart } from "~/lib/server-part";
import { renderParts } from "~/lib/server-part.server";

const rateLimited = generalErrors.rateLimited;

export const headers = publicPageHeaders;

export const meta = () =>
  pageMeta({ title: contactPageCopy.title, description: contactPageCopy.intro });

type ActionData = {
  values: Record<string, string>;
  errors?: Record<string, string[]>;
  failed?: boolean;
  limited?: boolean;
};

/** Stores the message, e-mails support, and comes back here with the spec's toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, contactSchema);
  if (!parsed.ok) {
    const { values, fieldErrors } = parsed.response.data;
    return data<ActionData>({ values, errors: fieldErrors }, { status: 400 });
  }
  const values = parsed.values;
  if (
    !(await takeRateLimit(`contact:${context.clientIp ?? "unknown"}`, FORM_LIMITS.contactPerClient))
  ) {
    return data<ActionData>({ values, limited: true }, { status: 429 });
  }
  try {
    const user = await getSessionUser(request);
    await sendContactMessage({ ...parsed.data, userId: user?.id ?? null });
  } catch (error) {
    getLogger().error({ err: error }, "contact message not stored");
    return data<ActionData>({ values, failed: true }, { status: 503 });
  }
  const m = generalSuccess.messageSent;
  return redirectWithToast("/contact", {
    variant: "success",
    title: m.title,
    description: m.message,
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return { parts: renderParts(request, () => ({ faq: <Faq /> })) };
}

function Faq() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-ink">
        {contactPageCopy.faqTitle}
      </h2>
      <div className="mt-4 divide-y divide-line rounded-card border border-line">
        {CONTACT_FAQ.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="cursor-pointer font-medium text-ink">{item.q}</summary>
            <p className="mt-2 text-sm text-muted">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = contactPageCopy;
  const busy = useNavigation().state === "submitting";
  // A new location (the redirect after sending) remounts the form, so it starts empty;
  // after a refused send the typed values come back through defaultValue.
  const formKey = useLocation().key;
  const values = actionData?.values;
  const errors = actionData?.errors;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2">
      <section aria-labelledby="contact-title">
        <h1 id="contact-title" className="text-3xl font-bold tracking-tight text-ink">
          {t.title}
        </h1>
        <p className="mt-2 text-muted">{t.intro}</p>
        <p className="mt-2 text-sm text-muted">Naija Creators · Lagos, Nigeria</p>
        {/* The confirmation: the toast, and without JavaScript the page's flash status. */}
        {actionData?.failed ? (
          <div role="alert" className="mt-4 rounded-md border border-danger p-3 text-danger">
            <p className="font-semibold">{contactToasts.sendFailed.title}</p>
            <p className="text-sm">{contactToasts.sendFailed.message}</p>
          </div>
        ) : null}
        {actionData?.limited ? (
          <div role="alert" className="mt-4 rounded-md border border-danger p-3 text-danger">
            <p className="font-semibold">{rateLimited.title}</p>
            <p className="text-sm">{rateLimited.message}</p>
          </div>
        ) : null}
        <Form key={formKey} method="post" className="mt-6 space-y-4" noValidate>
          <Field label={t.name} name="name" required error={errors?.name}>
            <Input autoComplete="name" defaultValue={values?.name} maxLength={100} />
          </Field>
          <Field label={t.email} name="email" required error={errors?.email}>
            <Input type="email" autoComplete="email" defaultValue={values?.email} />
          </Field>
          <Field label={t.subject} name="subject" required error={errors?.subject}>
            <Input defaultValue={values?.subject} maxLength={150} />
          </Field>
          <Field label={t.message} name="message" required error={errors?.message}>
            <Textarea rows={6} defaultValue={values?.message} maxLength={5000} />
          </Field>
          <Button type="submit" disabled={busy}>
            {t.submit}
          </Button>
        </Form>
      </section>
      {/* The questions and answers never change in the browser: a server part (ADR 049). */}
      <ServerPart id="contact-faq" html={loaderData.parts.faq}>
        {import.meta.env.SSR && <Faq />}
      </ServerPart>
    </div>
  );
}
