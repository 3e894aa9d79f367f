import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, type FieldControlProps } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { Message } from "~/lib/messages";
import { NIGERIAN_STATES } from "~/lib/nigerian-states";
import { storeSettingsCopy as t } from "./store-settings-messages";

type StoreView = {
  storeName: string;
  storeBio: string;
  shipFromState: string | null;
  shipFromCity: string | null;
  feeSameCity: number | null;
  feeSameState: number | null;
  feeElsewhere: number | null;
  freeDeliveryOver: number | null;
};

type PickupView = {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  instructions: string;
  active: boolean;
};

/** What the page's action answers when a form cannot be saved. */
type FormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
};

const amount = (n: number | null) => (n == null ? "" : String(n));

/** What the last failed post of this form typed and was told, else nothing. */
function answerFor(result: FormAnswer | null | undefined, intent: string, pickupPointId = "") {
  if (!result || result.values.intent !== intent) return null;
  if (pickupPointId && result.values.pickupPointId !== pickupPointId) return null;
  return result;
}

/** The states select; Field gives it its id, name and descriptions (passed on). */
function StateSelect({ value, ...control }: { value: string } & Partial<FieldControlProps>) {
  return (
    <NativeSelect defaultValue={value} {...control}>
      <option value="">{t.chooseState}</option>
      {NIGERIAN_STATES.map((s) => (
        <option key={s} value={s}>
          {s === "Abuja" ? t.fct : s}
        </option>
      ))}
    </NativeSelect>
  );
}

function PickupFields({ answer, point }: { answer: FormAnswer | null; point?: PickupView }) {
  const fe = answer?.fieldErrors ?? {};
  const v = (name: keyof PickupView) =>
    answer?.values[name] ?? (point ? String(point[name] ?? "") : "");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.name} name="name" error={fe.name} required>
        <Input defaultValue={v("name")} maxLength={80} />
      </Field>
      <Field label={t.address} name="address" error={fe.address} required>
        <Input defaultValue={v("address")} maxLength={240} autoComplete="street-address" />
      </Field>
      <Field label={t.city} name="city" error={fe.city} required>
        <Input defaultValue={v("city")} maxLength={80} />
      </Field>
      <Field label={t.state} name="state" error={fe.state} required>
        <StateSelect value={v("state")} />
      </Field>
      <Field
        label={t.instructions}
        name="instructions"
        error={fe.instructions}
        description={t.instructionsHelp}
        className="sm:col-span-2"
      >
        <Textarea defaultValue={v("instructions")} maxLength={500} rows={2} />
      </Field>
    </div>
  );
}

/** /dashboard/store: the store's details and delivery fees, then its pickup points. */
export function StoreSettingsPage({
  store,
  pickupPoints,
  actingFor,
  result,
  resetKey,
}: {
  store: StoreView;
  pickupPoints: PickupView[];
  actingFor: string | null;
  /** Changes with every load: a save draws the forms afresh. */
  resetKey: string;
  result: FormAnswer | null | undefined;
}) {
  const storeAnswer = answerFor(result, "store");
  const fe = storeAnswer?.fieldErrors ?? {};
  const v = (name: keyof StoreView) =>
    storeAnswer?.values[name] ??
    (typeof store[name] === "number" || store[name] === null
      ? amount(store[name] as number | null)
      : String(store[name]));
  const addAnswer = answerFor(result, "addPickup");
  return (
    <div className="grid gap-8">
      <section aria-labelledby="store-heading" className="grid gap-4">
        <div>
          <h2 id="store-heading" className="text-xl font-semibold text-ink">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.intro}</p>
          {actingFor ? (
            <p className="mt-1 text-sm font-medium text-ink">{t.actingFor(actingFor)}</p>
          ) : null}
        </div>
        <Form key={resetKey} method="post" className="grid gap-6" noValidate>
          <input type="hidden" name="intent" value="store" />
          <FormError message={storeAnswer?.formError} />
          <fieldset className="grid min-w-0 gap-4">
            <legend className="mb-2 text-lg font-semibold text-ink">{t.store}</legend>
            <Field label={t.storeName} name="storeName" error={fe.storeName} required>
              <Input defaultValue={v("storeName")} maxLength={80} />
            </Field>
            <Field label={t.storeBio} name="storeBio" error={fe.storeBio}>
              <Textarea defaultValue={v("storeBio")} maxLength={1000} rows={3} />
            </Field>
          </fieldset>
          <fieldset className="grid min-w-0 gap-4">
            <legend className="mb-2 text-lg font-semibold text-ink">{t.shipping}</legend>
            <p className="text-sm text-muted">{t.shippingHelp}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t.shipFromState} name="shipFromState" error={fe.shipFromState}>
                <StateSelect value={v("shipFromState")} />
              </Field>
              <Field label={t.shipFromCity} name="shipFromCity" error={fe.shipFromCity}>
                <Input defaultValue={v("shipFromCity")} maxLength={80} />
              </Field>
              <Field label={t.feeSameCity} name="feeSameCity" error={fe.feeSameCity}>
                <Input inputMode="numeric" defaultValue={v("feeSameCity")} />
              </Field>
              <Field label={t.feeSameState} name="feeSameState" error={fe.feeSameState}>
                <Input inputMode="numeric" defaultValue={v("feeSameState")} />
              </Field>
              <Field label={t.feeElsewhere} name="feeElsewhere" error={fe.feeElsewhere}>
                <Input inputMode="numeric" defaultValue={v("feeElsewhere")} />
              </Field>
              <Field label={t.freeDeliveryOver} name="freeDeliveryOver" error={fe.freeDeliveryOver}>
                <Input inputMode="numeric" defaultValue={v("freeDeliveryOver")} />
              </Field>
            </div>
          </fieldset>
          <div>
            <Button type="submit">{t.save}</Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="pickup-heading" className="grid gap-4">
        <div>
          <h2 id="pickup-heading" className="text-xl font-semibold text-ink">
            {t.pickupPoints}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.pickupIntro}</p>
        </div>
        {pickupPoints.length === 0 ? (
          <p className="text-sm text-muted">{t.noPickupPoints}</p>
        ) : null}
        <ul className="grid gap-4">
          {pickupPoints.map((p) => {
            const answer = answerFor(result, "editPickup", p.id);
            return (
              <li key={p.id} className="grid gap-3 rounded-lg border border-line p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold break-words text-ink">{p.name}</h3>
                  {p.active ? null : <span className="text-sm text-muted">{t.inactive}</span>}
                </div>
                <p className="text-sm break-words text-muted">
                  {p.address}, {p.city}, {p.state === "Abuja" ? t.fct : p.state}
                </p>
                <details open={!!answer}>
                  <summary className="cursor-pointer text-sm font-medium text-brand-700">
                    {t.editPickup(p.name)}
                  </summary>
                  <Form key={resetKey} method="post" className="mt-3 grid gap-4" noValidate>
                    <input type="hidden" name="intent" value="editPickup" />
                    <input type="hidden" name="pickupPointId" value={p.id} />
                    <FormError message={answer?.formError} />
                    <PickupFields answer={answer} point={p} />
                    <div>
                      <Button type="submit" variant="outline">
                        {t.savePickup}
                      </Button>
                    </div>
                  </Form>
                </details>
                <Form method="post">
                  <input
                    type="hidden"
                    name="intent"
                    value={p.active ? "deactivatePickup" : "reactivatePickup"}
                  />
                  <input type="hidden" name="pickupPointId" value={p.id} />
                  <Button type="submit" size="sm" variant="outline">
                    {p.active ? t.deactivate : t.reactivate}
                    <span className="sr-only"> {p.name}</span>
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
        <Form
          key={resetKey}
          method="post"
          className="grid gap-4 rounded-lg border border-line p-4"
          noValidate
        >
          <h3 className="font-semibold text-ink">{t.addPickup}</h3>
          <input type="hidden" name="intent" value="addPickup" />
          <FormError message={addAnswer?.formError} />
          <PickupFields answer={addAnswer} />
          <div>
            <Button type="submit">{t.add}</Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
