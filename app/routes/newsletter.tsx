import { redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { newsletterSchema } from "~/features/newsletter/newsletter-schema";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { redirectWithToast } from "~/lib/flash.server";
import { fieldErrors } from "~/lib/form-schemas";
import { generalErrors, generalSuccess } from "~/lib/messages/error-pages";
import { FORM_LIMITS, takeRateLimits } from "~/lib/rate-limit.server";
import { backPath } from "~/lib/request.server";

// The footer form posts here from any page; the answer goes back to that page as a toast.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = backPath(request);
  const parsed = newsletterSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return redirectWithToast(
      back,
      { variant: "error", description: fields.email?.[0] ?? fields.form?.[0] ?? "" },
      {
        form: {
          id: "newsletter",
          values: {
            email: String(form.get("email") ?? "").slice(0, 254),
            source: String(form.get("source") ?? ""),
          },
          errors: fields,
        },
      },
    );
  }
  const client = context.clientIp ?? "unknown";
  if (
    !(await takeRateLimits([
      [`newsletter-client:${client}`, FORM_LIMITS.newsletterPerClient],
      [`newsletter-email:${parsed.data.email.toLowerCase()}`, FORM_LIMITS.newsletterPerEmail],
    ]))
  ) {
    const m = generalErrors.rateLimited;
    return redirectWithToast(back, { variant: "error", title: m.title, description: m.message });
  }
  const result = await subscribeToNewsletter(parsed.data);
  const m =
    result === "already_subscribed" ? generalSuccess.alreadySubscribed : generalSuccess.subscribed;
  return redirectWithToast(back, { variant: "success", title: m.title, description: m.message });
}
