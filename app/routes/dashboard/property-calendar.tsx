import type { Route } from "./+types/property-calendar";
import { requirePermission } from "~/features/accounts/guards.server";
import { blockNights, unblockNights } from "~/features/stays/block-nights.server";
import {
  addCalendarFeed,
  removeCalendarFeed,
  requestFeedSync,
} from "~/features/stays/calendar-feeds.server";
import { calendarActionSchema } from "~/features/stays/calendar-form-schema";
import { hostCalendarErrors, hostCalendarToasts as T } from "~/features/stays/calendar-messages";
import { HostCalendarPage } from "~/features/stays/host-calendar-page";
import { hostCalendar } from "~/features/stays/host-calendar.server";
import { rotateIcalToken } from "~/features/stays/property-ical.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm } from "~/lib/form-action.server";
import { listingAction } from "~/lib/listing-action.server";
import { siteOrigin } from "~/lib/request.server";

/**
 * A property's calendar for its host (its owner or an admin: items:edit, checked in
 * the transaction): the month's nights, blocks, the iCal feed and outside calendars.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "items:edit");
  const query = new URL(request.url).searchParams;
  return hostCalendar({
    propertyId: params.propertyId,
    actorId: user.id,
    month: query.get("month"),
    from: query.get("from"),
    origin: siteOrigin(request),
  });
}

/** Back to the page, on the month the host was looking at. */
function backTo(request: Request, propertyId: string) {
  const month = new URL(request.url).searchParams.get("month");
  const path = `/dashboard/properties/${encodeURIComponent(propertyId)}/calendar`;
  return month && /^\d{4}-\d{2}$/.test(month) ? `${path}?month=${month}` : path;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "items:edit");
  const parsed = await parseForm(request, calendarActionSchema, {
    formError: (errors) => (errors.url ? hostCalendarErrors.feedUrl : hostCalendarErrors.badDates),
  });
  if (!parsed.ok) return parsed.response;
  const input = parsed.data;
  const who = { propertyId: params.propertyId, actorId: user.id };
  const back = backTo(request, params.propertyId);
  switch (input.intent) {
    case "block": {
      const done = await runForm(parsed.values, () => blockNights({ ...who, ...input }));
      if (!done.ok) return done.response;
      return redirectWithToast(back, messageToast(T.blocked, "success"));
    }
    case "addFeed": {
      const done = await runForm(parsed.values, () => addCalendarFeed({ ...who, ...input }));
      if (!done.ok) return done.response;
      return redirectWithToast(back, messageToast(T.feedAdded, "success"));
    }
    case "unblock":
      return listingAction(back, async () => {
        await unblockNights({ ...who, blockId: input.blockId });
        return T.unblocked;
      });
    case "rotate":
      return listingAction(back, async () => {
        await rotateIcalToken(who);
        return T.rotated;
      });
    case "removeFeed":
      return listingAction(back, async () => {
        await removeCalendarFeed({ ...who, feedId: input.feedId });
        return T.feedRemoved;
      });
    case "syncFeed":
      return listingAction(back, async () => {
        await requestFeedSync({ ...who, feedId: input.feedId });
        return T.syncQueued;
      });
  }
}

export default function PropertyCalendarRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HostCalendarPage data={loaderData} result={actionData} />;
}
