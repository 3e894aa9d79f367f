import type { Route } from "./+types/advertise-pay";
import { AD_PAY_NO_STORE, adPayPageData, payForCampaign } from "~/ad-pay-page.server";
import { AdPayPanel } from "~/features/advertising/components/ad-pay-panel";
import { adPayCopy } from "~/features/advertising/messages";
import type { FormAnswer } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: adPayCopy.title, description: adPayCopy.title, noindex: true });

/** The payment link e-mailed at approval: whoever holds it may pay, signed in or not. */
export async function loader({ params }: Route.LoaderArgs) {
  return adPayPageData({ token: params.token });
}

export function headers() {
  // The page names a business and its campaign: never in a shared cache.
  return { ...AD_PAY_NO_STORE, "Referrer-Policy": "same-origin" };
}

export async function action({ request, params }: Route.ActionArgs) {
  return payForCampaign(request, { token: params.token });
}

export default function AdvertisePay({ loaderData, actionData }: Route.ComponentProps) {
  const { ad } = loaderData;
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{adPayCopy.title}</h1>
        <p className="text-muted">{adPayCopy.intro(ad.businessName)}</p>
      </header>
      <AdPayPanel {...loaderData} answer={actionData as FormAnswer | undefined} />
    </div>
  );
}
