import { data } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { getSessionUser } from "~/lib/auth.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { findPayment, type PaymentTransaction } from "./checkout.server";

/**
 * A payment for the pages that show it (result page, test checkout). Our reference
 * is unguessable, but a payment made by a signed-in user is shown to that user only:
 * a signed-out visitor is sent to sign in, anyone else gets a 404.
 */
export async function paymentForViewer(
  request: Request,
  reference: string | null,
): Promise<PaymentTransaction> {
  const txn = reference ? await findPayment(reference.slice(0, 64)) : null;
  if (!txn) throw data({ error: generalErrors.notFound }, { status: 404 });
  if (txn.userId) {
    const user = (await getSessionUser(request)) ?? (await requireUser(request));
    if (user.id !== txn.userId) throw data({ error: generalErrors.notFound }, { status: 404 });
  }
  return txn;
}
