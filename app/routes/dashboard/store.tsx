import type { Route } from "./+types/store";
import { requirePermission } from "~/features/accounts/guards.server";
import { StoreSettingsPage } from "~/features/marketplace/store-settings-form";
import { storeSettingsToasts } from "~/features/marketplace/store-settings-messages";
import {
  pickupPointSchema,
  storeSettingsSchema,
} from "~/features/marketplace/store-settings-schema";
import {
  loadStoreSettings,
  savePickupPoint,
  saveStoreSettings,
} from "~/features/marketplace/store-settings.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";

/** `?store=<id>`: an admin acting for a store (checked in the transaction). */
function storeParam(request: Request) {
  return new URL(request.url).searchParams.get("store") ?? undefined;
}

/** The seller's store settings: delivery fees by zone and pickup points (issue 31). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "create:product");
  const settings = await loadStoreSettings({ actorId: user.id, vendorId: storeParam(request) });
  // A new key on every load: after a save the forms are drawn afresh from what was stored.
  return { ...settings, resetKey: crypto.randomUUID() };
}

/** The store form or one of the pickup point forms, told apart by `intent`. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "create:product");
  const vendorId = storeParam(request);
  const back = `/dashboard/store${vendorId ? `?store=${encodeURIComponent(vendorId)}` : ""}`;
  const form = await request.formData().catch(() => null);
  if (!form) return formAnswer({}, { formError: generalErrors.validation }, 400);
  if (form.get("intent") === "store") {
    const parsed = await parseForm(form, storeSettingsSchema, {
      formError: storeSettingsToasts.saveFailed,
    });
    if (!parsed.ok) return parsed.response;
    const saved = await runForm(parsed.values, () =>
      saveStoreSettings({ actorId: user.id, vendorId, input: parsed.data }),
    );
    if (!saved.ok) return saved.response;
    return redirectWithToast(back, messageToast(storeSettingsToasts.saved, "success"));
  }
  const parsed = await parseForm(form, pickupPointSchema, {
    formError: storeSettingsToasts.pickupFailed,
  });
  if (!parsed.ok) return parsed.response;
  const saved = await runForm(parsed.values, () =>
    savePickupPoint({ actorId: user.id, vendorId, input: parsed.data }),
  );
  if (!saved.ok) return saved.response;
  return redirectWithToast(back, messageToast(saved.result, "success"));
}

export default function StorePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StoreSettingsPage
      store={loaderData.store}
      pickupPoints={loaderData.pickupPoints}
      actingFor={loaderData.actingFor}
      resetKey={loaderData.resetKey}
      result={actionData}
    />
  );
}
