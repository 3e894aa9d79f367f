import { useSearchParams } from "react-router";
import { waitlistOfferNote } from "../messages";

/**
 * On the event page opened from a waitlist offer e-mail (`?offer=<token>#tickets`):
 * tells the person their seats are held. The ticket picker carries the token into
 * reserveTickets, which checks and claims the offer.
 */
export function WaitlistOfferNotice() {
  const [params] = useSearchParams();
  if (!params.get("offer")) return null;
  return (
    <p role="status" className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
      {waitlistOfferNote}
    </p>
  );
}
