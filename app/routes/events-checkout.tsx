import { redirect } from "react-router";
import type { Route } from "./+types/events-checkout";
import { reserveTickets } from "~/features/events/reserve-tickets.server";
import { guestHoldSession, userHoldSession } from "~/lib/hold-caps.server";
import { ticketPickSchema } from "~/features/events/ticket-checkout-schema";
import { getSessionUser } from "~/lib/auth.server";
import { AppError } from "~/lib/app-error.server";
import { getEnv } from "~/lib/env.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { ticketBuyRefusals } from "~/features/events/messages";

/** Nothing to show here: the picker lives on the event page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/events/${encodeURIComponent(params.slug)}`);
}

/**
 * The event page's ticket picker posts here: the seats are held first (15 minutes),
 * then the checkout page asks for the buyer's details (docs/decisions/029-ticket-checkout.md).
 * A refusal goes back to the event page with the spec's message; a client address
 * making too many holds gets the catalogue's rateLimited page (429). The hold is the
 * signed-in buyer's account's, or a guest browser's holder cookie's, and the client
 * address's (docs/decisions/054-hold-caps.md).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const back = `/events/${encodeURIComponent(params.slug)}`;
  const parsed = await parseForm(request, ticketPickSchema);
  if (!parsed.ok)
    return redirectWithToast(back, messageToast(ticketBuyRefusals.noneChosen, "error"));
  const user = await getSessionUser(request);
  const guest = user
    ? null
    : guestHoldSession(
        request.headers.get("Cookie"),
        getEnv().PUBLIC_URL?.startsWith("https://") ?? false,
      );
  const headers = guest?.setCookie ? { "Set-Cookie": guest.setCookie } : undefined;
  try {
    const order = await reserveTickets({
      eventSlug: params.slug,
      items: parsed.data.items,
      offerToken: parsed.data.offerToken,
      buyer: user
        ? { userId: user.id, name: user.fullName ?? user.name ?? "", email: user.email }
        : { userId: null, name: "", email: "" },
      holder: {
        session: user ? userHoldSession(user.id) : guest!.session,
        clientIp: context.clientIp ?? "unknown",
      },
    });
    return redirect(
      order.status === "paid"
        ? `/tickets/${order.accessToken}`
        : `/events/${encodeURIComponent(order.eventSlug)}/checkout/${order.accessToken}`,
      { status: 303, headers },
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "rateLimited") throw error;
    return redirectWithToast(back, messageToast(error.userMessage, "error"), { headers });
  }
}
