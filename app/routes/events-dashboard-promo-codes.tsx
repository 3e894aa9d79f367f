import { Link } from "react-router";
import type { Route } from "./+types/events-dashboard-promo-codes";
import { requirePermission } from "~/features/accounts/guards.server";
import { assertManagesEvent } from "~/features/events/event-manager.server";
import {
  PromoCodeForm,
  PromoCodeList,
  type PromoFormAnswer,
} from "~/features/events/components/promo-codes-panel";
import {
  loadPromoCodes,
  savePromoCode,
  setPromoCodeActive,
} from "~/features/events/manage-promo-codes.server";
import {
  promoCodeCopy,
  promoCodeErrors,
  promoCodeSuccess,
} from "~/features/events/organizer-messages";
import { promoCodeSchema, promoCodeToggleSchema } from "~/features/events/promo-code-schema";
import { formatDateTime } from "~/lib/dates";
import { redirectAfter } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: promoCodeCopy.pageTitle, description: promoCodeCopy.intro, noindex: true });

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:events-dashboard");
  const page = await loadPromoCodes({ eventId: params.eventId, actor: user });
  const editId = new URL(request.url).searchParams.get("edit");
  const codes = page.promoCodes.map((p) => ({
    id: p.id,
    code: p.code,
    discountType: p.discountType,
    amount: p.amount,
    usageLimit: p.usageLimit,
    usedCount: p.usedCount,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    ticketTypeIds: p.ticketTypeIds,
    active: p.active,
  }));
  return {
    event: {
      id: page.event.id,
      title: page.event.title,
      startDatetime: page.event.startDatetime.toISOString(),
    },
    ticketTypes: page.ticketTypes,
    codes,
    editing: codes.find((c) => c.id === editId) ?? null,
  };
}

/** Save (create or edit) and toggle, each checked again by the domain function. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:events-dashboard");
  await assertManagesEvent({ eventId: params.eventId, actor: user });
  const form = await request.formData();
  const back = `/events/dashboard/${params.eventId}/promo-codes`;
  const intent = form.get("intent");
  if (intent === "toggle") {
    const parsed = await parseForm(form, promoCodeToggleSchema, {
      formError: generalErrors.validation,
    });
    if (!parsed.ok) return parsed.response;
    return redirectAfter(back, async () => {
      const row = await setPromoCodeActive({
        eventId: params.eventId,
        promoCodeId: parsed.data.promoCodeId,
        active: parsed.data.active,
        actor: user,
      });
      return row.active
        ? promoCodeSuccess.activated(row.code)
        : promoCodeSuccess.deactivated(row.code);
    });
  }
  // What was ticked goes back with a failed save (typed values keep one value per name).
  const checkedTypes = form.getAll("ticketTypeIds").map(String);
  const failed = (answer: { data: PromoFormAnswer; init: ResponseInit | null }) =>
    formAnswer(answer.data.values, { ...answer.data, checkedTypes }, answer.init?.status ?? 400);
  if (intent !== "save") return formAnswer({}, { formError: generalErrors.validation }, 400);
  const parsed = await parseForm(form, promoCodeSchema, { formError: promoCodeErrors.saveFailed });
  if (!parsed.ok) return failed(parsed.response);
  const saved = await runForm(parsed.values, () =>
    savePromoCode({ eventId: params.eventId, input: parsed.data, actor: user }),
  );
  if (!saved.ok) return failed(saved.response);
  const { created, code } = saved.result;
  return redirectAfter(back, async () =>
    created ? promoCodeSuccess.created(code.code) : promoCodeSuccess.updated(code.code),
  );
}

export default function PromoCodesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, ticketTypes, codes, editing } = loaderData;
  const answer = actionData && "values" in actionData ? (actionData as PromoFormAnswer) : null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6">
      <header className="grid gap-1">
        <p className="text-sm text-muted">
          {event.title} · {formatDateTime(event.startDatetime)} WAT
        </p>
        <h1 className="text-2xl font-bold">{promoCodeCopy.pageTitle}</h1>
        <p className="text-muted">{promoCodeCopy.intro}</p>
        <p>
          {/* A full page load: the check-in page's own headers allow the camera. */}
          <Link
            reloadDocument
            to={`/events/dashboard/${event.id}/check-in`}
            className="text-brand-700 underline underline-offset-4"
          >
            {promoCodeCopy.backToCheckIn}
          </Link>
        </p>
      </header>
      <section aria-labelledby="promo-list-heading" className="grid gap-3">
        <h2 id="promo-list-heading" className="text-lg font-semibold">
          {promoCodeCopy.listHeading}
        </h2>
        <PromoCodeList codes={codes} ticketTypes={ticketTypes} />
      </section>
      <PromoCodeForm
        editing={editing}
        ticketTypes={ticketTypes}
        answer={answer}
        saved={codes.length}
      />
    </div>
  );
}
