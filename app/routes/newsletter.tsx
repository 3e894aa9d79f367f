import { redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { newsletterSchema } from "~/features/newsletter/newsletter-schema";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { redirectWithToast } from "~/lib/flash.server";
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
    return redirectWithToast(back, {
      variant: "error",
      description: parsed.error.issues[0]?.message ?? "",
    });
  }
  const result = await subscribeToNewsletter({ ...parsed.data, origin: publicOrigin(request) });
  const m =
    result === "already_subscribed"
      ? success.general.alreadySubscribed
      : success.general.subscribed;
  return redirectWithToast(back, { variant: "success", title: m.title, description: m.message });
}
