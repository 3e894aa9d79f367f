import type { Route } from "./+types/ads-pay";
import { requirePermission } from "~/features/accounts/guards.server";
import { AD_PAY_NO_STORE, adPayPageData, payForCampaign } from "~/ad-pay-page.server";
import { AdPayPanel } from "~/features/advertising/components/ad-pay-panel";
import { adPayCopy } from "~/features/advertising/messages";
import type { FormAnswer } from "~/lib/form-action.server";

/**
 * Paying from My ads: the campaign's owner, signed in, without the e-mailed link (lost,
 * or sent to a colleague). The lookup by id and owner is the permission check; another
 * person's campaign is a 404, as a wrong link is.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "ads:own");
  return adPayPageData({ adId: params.adId, userId: user.id });
}

export function headers() {
  return AD_PAY_NO_STORE;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "ads:own");
  return payForCampaign(request, { adId: params.adId, userId: user.id });
}

export default function MyAdPay({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="ad-pay" className="mt-6 grid max-w-xl gap-4">
      <div>
        <h2 id="ad-pay" className="text-xl font-semibold">
          {adPayCopy.title}
        </h2>
        <p className="text-sm text-muted">{adPayCopy.intro(loaderData.ad.businessName)}</p>
      </div>
      <AdPayPanel {...loaderData} answer={actionData as FormAnswer | undefined} />
    </section>
  );
}
