// The campaign pay pages (the e-mailed link and My ads): advertising composed with the
// payments area's provider settings and checkout messages.
import { data } from "react-router";
import { z } from "zod";
import { resolveProvider, testModeAllowed } from "~/features/payments/providers/config.server";
import { paymentSuccess } from "~/features/payments/messages";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm } from "~/lib/form-action.server";
import { publicOrigin } from "~/lib/request.server";
import {
  loadAdPayment,
  startAdPayment,
  type AdPayLookup,
} from "~/features/advertising/ad-payment.server";

const METHODS = ["paystack", "paypal"] as const;
export const AD_PAY_NO_STORE = { "Cache-Control": "private, no-store" };

/** The pay page's data, for the e-mailed link and for the owner's page alike. */
export async function adPayPageData(lookup: AdPayLookup) {
  const ad = await loadAdPayment(lookup);
  if (!ad) throw data(null, { status: 404 });
  return data(
    {
      ad,
      testMode: testModeAllowed(),
      methods: Object.fromEntries(METHODS.map((m) => [m, resolveProvider(m) !== null])) as Record<
        (typeof METHODS)[number],
        boolean
      >,
    },
    { headers: AD_PAY_NO_STORE },
  );
}

const paySchema = z.object({ method: z.enum(METHODS).default("paystack") });

/** The pay form's answer: on to the provider's checkout, or the form again with why not. */
export async function payForCampaign(request: Request, lookup: AdPayLookup) {
  const parsed = await parseForm(request, paySchema);
  if (!parsed.ok) return parsed.response;
  const started = await runForm(parsed.values, () =>
    startAdPayment({ lookup, provider: parsed.data.method, origin: publicOrigin(request) }),
  );
  if (!started.ok) return started.response;
  return redirectWithToast(
    started.result.redirectUrl,
    messageToast(paymentSuccess.initiated, "success"),
    { status: 303 },
  );
}
