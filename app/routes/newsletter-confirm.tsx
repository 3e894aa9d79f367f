import type { Route } from "./+types/newsletter-confirm";
import { confirmSubscription } from "~/features/newsletter/newsletter.server";
import { redirectWithToast } from "~/lib/flash.server";
import { newsletterToasts } from "~/features/newsletter/messages";
import { generalSuccess } from "~/lib/messages/error-pages";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await confirmSubscription({ token });
  const m = {
    confirmed: generalSuccess.subscriptionConfirmed,
    already_confirmed: newsletterToasts.alreadyConfirmed,
    invalid: newsletterToasts.invalidLink,
  }[result];
  return redirectWithToast("/", {
    variant: result === "invalid" ? "error" : "success",
    title: m.title,
    description: m.message,
  });
}
