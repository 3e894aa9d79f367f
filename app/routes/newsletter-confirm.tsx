import type { Route } from "./+types/newsletter-confirm";
import { confirmSubscription } from "~/features/newsletter/newsletter.server";
import { redirectWithToast } from "~/lib/flash.server";
import { newsletterToasts } from "~/features/newsletter/messages";
import { generalSuccess } from "~/lib/messages/error-pages";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ok = await confirmSubscription(token);
  const m = ok ? generalSuccess.subscriptionConfirmed : newsletterToasts.invalidLink;
  return redirectWithToast("/", {
    variant: ok ? "success" : "error",
    title: m.title,
    description: m.message,
  });
}
