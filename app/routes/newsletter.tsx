import { redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { newsletterSchema } from "~/features/newsletter/newsletter-schema";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { redirectWithToast } from "~/lib/flash.server";
import { fieldErrors } from "~/lib/form-schemas";
import { success } from "~/lib/messages";
import { backPath, publicOrigin } from "~/lib/request.server";

// The footer form posts here from any page; the answer goes back to that page as a toast.
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = backPath(request);
  const parsed = newsletterSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return redirectWithToast(
      back,
      { variant: "error", description: errors.email?.[0] ?? errors.form?.[0] ?? "" },
      {
        form: {
          id: "newsletter",
          values: {
            email: String(form.get("email") ?? "").slice(0, 254),
            source: String(form.get("source") ?? ""),
          },
          errors,
        },
      },
    );
  }
  const result = await subscribeToNewsletter({ ...parsed.data, origin: publicOrigin(request) });
  const m =
    result === "already_subscribed"
      ? success.general.alreadySubscribed
      : success.general.subscribed;
  return redirectWithToast(back, { variant: "success", title: m.title, description: m.message });
}
