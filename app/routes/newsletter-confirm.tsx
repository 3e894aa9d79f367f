import type { Route } from "./+types/newsletter-confirm";
import { confirmSubscription } from "~/features/newsletter/newsletter.server";
import { redirectWithToast } from "~/lib/flash.server";
import { success, toasts } from "~/lib/messages";
import { publicOrigin } from "~/lib/request.server";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ok = await confirmSubscription(token, publicOrigin(request));
  const m = ok ? success.general.subscriptionConfirmed : toasts.newsletter.invalidLink;
  return redirectWithToast("/", {
    variant: ok ? "success" : "error",
    title: m.title,
    description: m.message,
  });
}
