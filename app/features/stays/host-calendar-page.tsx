import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { formatCalendarDate, formatDateTime } from "~/lib/dates";
import type { Message } from "~/lib/messages";
import { MAX_FEEDS_PER_PROPERTY } from "./calendar-constants";
import { hostCalendarCopy as t, feedSyncProblems } from "./calendar-messages";
import { MonthCalendar, type CalendarDay } from "./components/month-calendar";
import { addDays } from "./stay-dates";
import type { HostNight } from "./host-calendar.server";

type FeedView = {
  id: string;
  url: string;
  label: string;
  lastSyncedAt: string | null;
  lastError: string | null;
  conflicts: number;
};

export type HostCalendarData = {
  property: { id: string; title: string; slug: string };
  today: string;
  month: string;
  prev: string | null;
  next: string | null;
  nights: Record<string, HostNight>;
  from: string | null;
  blocks: { id: string; startsOn: string; endsOn: string; reason: string | null }[];
  feeds: FeedView[];
  conflicts: { blockId: string; feedId: string | null; startsOn: string; endsOn: string }[];
  icalUrl: string;
};

type FormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
};

/** A feed as the host named it, else its site. */
function feedName(feed: FeedView | undefined) {
  if (!feed) return t.day.someCalendar;
  if (feed.label) return feed.label;
  try {
    return new URL(feed.url).hostname;
  } catch {
    return feed.url;
  }
}

function dayOf(night: HostNight | undefined, feeds: FeedView[]): CalendarDay {
  const feed = (id: string) => feedName(feeds.find((f) => f.id === id));
  switch (night?.kind) {
    case "past":
      return { state: "past", label: t.day.past };
    case "booked":
      return { state: "taken", label: t.day.booked };
    case "held":
      return { state: "taken", label: t.day.held };
    case "conflict":
      return { state: "taken", label: t.day.conflict(feed(night.feedId)) };
    case "blocked":
      return {
        state: "blocked",
        label: night.reason ? t.day.blockedReason(night.reason) : t.day.blocked,
      };
    case "imported":
      return { state: "blocked", label: t.day.imported(feed(night.feedId)) };
    default:
      return { state: "free", label: t.day.free };
  }
}

const range = (from: string, to: string) =>
  t.blocks.range(formatCalendarDate(from), formatCalendarDate(to));

/** One small post button of a row (unblock, sync, remove): a plain form. */
function RowAction(o: {
  action: string;
  intent: string;
  field: string;
  id: string;
  text: string;
  label: string;
}) {
  return (
    <Form method="post" action={o.action}>
      <input type="hidden" name="intent" value={o.intent} />
      <input type="hidden" name={o.field} value={o.id} />
      <Button type="submit" size="sm" variant="outline" aria-label={o.label}>
        {o.text}
      </Button>
    </Form>
  );
}

/** /dashboard/properties/{id}/calendar: the host's calendar, all plain forms and links. */
export function HostCalendarPage({
  data,
  result,
}: {
  data: HostCalendarData;
  result: FormAnswer | null | undefined;
}) {
  const base = `/dashboard/properties/${data.property.id}/calendar`;
  const monthQuery = `?month=${data.month.slice(0, 7)}`;
  const answer = (intent: string) => (result?.values.intent === intent ? result : null);
  const block = answer("block");
  const feed = answer("addFeed");
  return (
    <div className="grid gap-8">
      <section aria-labelledby="calendar-heading" className="grid gap-4">
        <div>
          <Link to="/dashboard/properties" className="text-sm text-brand-700 hover:underline">
            {t.backToList}
          </Link>
          <h2 id="calendar-heading" className="mt-2 text-lg font-semibold break-words text-ink">
            {t.title(data.property.title)}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.intro}</p>
        </div>
        <div className="grid max-w-md gap-2">
          <nav aria-label={t.monthsNav} className="flex items-center justify-between gap-2">
            {data.prev ? (
              <Link
                to={`${base}?month=${data.prev}`}
                className={buttonVariants({ size: "sm", variant: "outline" })}
              >
                {t.previousMonth}
              </Link>
            ) : (
              <span />
            )}
            {data.next ? (
              <Link
                to={`${base}?month=${data.next}`}
                className={buttonVariants({ size: "sm", variant: "outline" })}
              >
                {t.nextMonth}
              </Link>
            ) : null}
          </nav>
          <MonthCalendar
            month={data.month}
            day={(d) => {
              const info = dayOf(data.nights[d], data.feeds);
              // A free night is a link that starts the block form there (plain GET).
              if (info.state !== "free") return info;
              return {
                ...info,
                selected: d === data.from,
                href: `${base}${monthQuery}&from=${d}#block-heading`,
              };
            }}
          />
          <p className="text-sm text-muted">{t.legend}</p>
        </div>
      </section>

      {data.conflicts.length ? (
        <section aria-labelledby="conflicts-heading" className="grid gap-2">
          <h2 id="conflicts-heading" className="text-lg font-semibold text-danger">
            {t.conflictsHeading}
          </h2>
          <ul className="grid gap-1 text-sm">
            {data.conflicts.map((c) => (
              <li key={`${c.blockId}`}>
                {t.conflictLine(
                  feedName(data.feeds.find((f) => f.id === c.feedId)),
                  formatCalendarDate(c.startsOn),
                  formatCalendarDate(c.endsOn),
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="block-heading" className="grid gap-4">
        <div>
          <h2 id="block-heading" className="text-lg font-semibold text-ink">
            {t.block.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.block.help}</p>
        </div>
        <Form
          key={data.from ?? ""}
          method="post"
          action={`${base}${monthQuery}`}
          className="grid gap-4"
          noValidate
        >
          <input type="hidden" name="intent" value="block" />
          <FormError message={block?.formError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t.block.startsOn}
              name="startsOn"
              error={block?.fieldErrors.startsOn}
              required
            >
              <Input
                type="date"
                min={data.today}
                defaultValue={block?.values.startsOn ?? data.from ?? ""}
              />
            </Field>
            <Field label={t.block.endsOn} name="endsOn" error={block?.fieldErrors.endsOn} required>
              <Input
                type="date"
                min={data.today}
                defaultValue={block?.values.endsOn ?? (data.from ? addDays(data.from, 1) : "")}
              />
            </Field>
            <Field
              label={t.block.reason}
              name="reason"
              error={block?.fieldErrors.reason}
              className="sm:col-span-2"
            >
              <Input maxLength={200} defaultValue={block?.values.reason ?? ""} />
            </Field>
          </div>
          <div>
            <Button type="submit">{t.block.submit}</Button>
          </div>
        </Form>
        <h3 className="font-semibold text-ink">{t.blocks.heading}</h3>
        {data.blocks.length === 0 ? (
          <p className="text-sm text-muted">{t.blocks.empty}</p>
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line">
            {data.blocks.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-ink">{range(b.startsOn, b.endsOn)}</p>
                  {b.reason ? <p className="break-words text-muted">{b.reason}</p> : null}
                </div>
                <RowAction
                  action={`${base}${monthQuery}`}
                  intent="unblock"
                  field="blockId"
                  id={b.id}
                  text={t.blocks.unblock}
                  label={t.blocks.unblockLabel(range(b.startsOn, b.endsOn))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="export-heading" className="grid gap-3">
        <h2 id="export-heading" className="text-lg font-semibold text-ink">
          {t.export.heading}
        </h2>
        <p className="text-sm text-muted">{t.export.help}</p>
        <Field label={t.export.urlLabel} name="icalUrl">
          <Input readOnly value={data.icalUrl} className="font-mono text-xs" />
        </Field>
        <Form method="post" action={`${base}${monthQuery}`} className="grid gap-1">
          <input type="hidden" name="intent" value="rotate" />
          <div>
            <Button type="submit" size="sm" variant="outline">
              {t.export.rotate}
            </Button>
          </div>
          <p className="text-sm text-muted">{t.export.rotateHelp}</p>
        </Form>
      </section>

      <section aria-labelledby="feeds-heading" className="grid gap-4">
        <div>
          <h2 id="feeds-heading" className="text-lg font-semibold text-ink">
            {t.feeds.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.feeds.help}</p>
        </div>
        {data.feeds.length === 0 ? (
          <p className="text-sm text-muted">{t.feeds.empty}</p>
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line">
            {data.feeds.map((f) => (
              <li key={f.id} className="grid gap-2 p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{feedName(f)}</p>
                  <p className="font-mono text-xs break-all text-muted">{f.url}</p>
                  <p className="text-muted">
                    {f.lastSyncedAt
                      ? t.feeds.lastSynced(formatDateTime(f.lastSyncedAt))
                      : t.feeds.neverSynced}
                  </p>
                  {f.lastError ? (
                    <p className="text-danger">
                      {t.feeds.lastError(
                        feedSyncProblems[f.lastError as keyof typeof feedSyncProblems] ??
                          f.lastError,
                      )}
                    </p>
                  ) : null}
                  {f.conflicts ? (
                    <p className="text-danger">{t.feeds.conflicts(f.conflicts)}</p>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <RowAction
                    action={`${base}${monthQuery}`}
                    intent="syncFeed"
                    field="feedId"
                    id={f.id}
                    text={t.feeds.syncNow}
                    label={t.feeds.syncNowLabel(feedName(f))}
                  />
                  <RowAction
                    action={`${base}${monthQuery}`}
                    intent="removeFeed"
                    field="feedId"
                    id={f.id}
                    text={t.feeds.remove}
                    label={t.feeds.removeLabel(feedName(f))}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" action={`${base}${monthQuery}`} className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="addFeed" />
          <FormError message={feed?.formError} />
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <Field label={t.feeds.url} name="url" error={feed?.fieldErrors.url} required>
              <Input type="url" inputMode="url" defaultValue={feed?.values.url ?? ""} />
            </Field>
            <Field
              label={t.feeds.label}
              name="label"
              error={feed?.fieldErrors.label}
              description={t.feeds.labelHelp}
            >
              <Input maxLength={60} defaultValue={feed?.values.label ?? ""} />
            </Field>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">{t.feeds.add}</Button>
            <p className="text-sm text-muted">{t.feeds.limit(MAX_FEEDS_PER_PROPERTY)}</p>
          </div>
        </Form>
      </section>
    </div>
  );
}
