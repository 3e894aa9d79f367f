import type { Route } from "./+types/ads";
import { FormError } from "~/components/ui/form-error";
import { requirePermission } from "~/features/accounts/guards.server";
import { can } from "~/features/accounts/permissions";
import { adminBackPath } from "~/features/admin/admin-paths";
import { adminSuccess } from "~/features/admin/messages";
import { adActionSchema } from "~/features/advertising/ads-admin-schema";
import { adView } from "~/features/advertising/ads-tab-view";
import { AD_STATUS_FILTERS, AdsPanel } from "~/features/advertising/components/ads-panel";
import {
  ADS_TAB_LIMIT,
  decideAdvertisement,
  deleteAdvertisement,
  loadAdsTab,
  type AdStatus,
} from "~/features/advertising/manage-advertisements.server";
import { adToasts } from "~/features/advertising/messages";
import { NoTopProviderSlot } from "~/features/advertising/top-provider-slots.server";
import { AppError } from "~/lib/app-error.server";
import { redirectAfter } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "ads:view");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const raw = url.searchParams.get("status") ?? "";
  const status = (AD_STATUS_FILTERS as readonly string[]).includes(raw) ? (raw as AdStatus) : null;
  const tab = await loadAdsTab({ q, status });
  const ads = tab.ads.map(adView);
  const selectedId = url.searchParams.get("ad");
  const selected = ads.find((a) => a.id === selectedId) ?? null;
  return {
    summary: tab.summary,
    ads,
    truncated: tab.truncated ? ADS_TAB_LIMIT : null,
    q,
    status: status ?? "",
    selected,
    confirmDelete: !!selected && url.searchParams.get("confirm") === "delete",
    canManage: can(user.role, "ads:manage"),
  };
}

/** Approve, reject (pending only) and delete: admins alone, checked again in the transaction. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "ads:manage");
  const parsed = await parseForm(request, adActionSchema, { formError: adToasts.updateFailed });
  if (!parsed.ok) return parsed.response;
  const { intent, id } = parsed.data;
  const back = adminBackPath(parsed.form, "ads");
  if (intent === "delete") {
    return redirectAfter(back, async () => {
      await failAs(adToasts.deleteFailed, () => deleteAdvertisement({ actorId: user.id, id }));
      return adminSuccess.advertisementDeleted;
    });
  }
  return redirectAfter(back, async () => {
    await failAs(adToasts.updateFailed, () =>
      decideAdvertisement({ actorId: user.id, id, decision: intent }),
    );
    return adminSuccess.advertisementUpdated(intent === "approve" ? "approved" : "rejected");
  });
}

/** The spec's own failure toasts (001 §8) instead of the generic ones. */
async function failAs<T>(message: { title: string; message: string }, step: () => Promise<T>) {
  try {
    return await step();
  } catch (error) {
    // No place left: the admin is told which day and when one frees, not a generic failure.
    if (error instanceof NoTopProviderSlot) throw error;
    if (error instanceof AppError) throw new AppError(error.kind, { message });
    throw error;
  }
}

export default function AdsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <FormError message={actionData?.formError} />
      <AdsPanel data={loaderData} />
    </div>
  );
}
