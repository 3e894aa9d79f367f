import { Download } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { LinkTabs } from "~/components/ui/tabs";
import type { Inbox, InboxBox, InboxStatus } from "~/features/admin/inbox.server";
import { formatDateTime } from "~/lib/dates";
import { adminCopy } from "~/features/admin/messages";

const t = adminCopy.inbox;
const STATUS_BADGE = { new: "warning", read: "secondary", resolved: "success" } as const;

function StatusForm({
  box,
  id,
  status,
  page,
}: {
  box: InboxBox;
  id: string;
  status: InboxStatus;
  page: number;
}) {
  const resolved = status === "resolved";
  return (
    <Form method="post" action="/admin/inbox" preventScrollReset>
      <input type="hidden" name="intent" value="inbox-status" />
      <input type="hidden" name="box" value={box} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="status" value={resolved ? "new" : "resolved"} />
      <Button type="submit" size="sm" variant={resolved ? "outline" : "default"}>
        {resolved ? t.reopen : t.resolve}
      </Button>
    </Form>
  );
}

function Meta({ status, createdAt }: { status: InboxStatus; createdAt: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={STATUS_BADGE[status]}>{t.status[status]}</Badge>
      <time dateTime={createdAt} className="text-xs text-muted">
        {formatDateTime(createdAt)}
      </time>
    </div>
  );
}

function Empty({ title, description }: { title: string; description: string }) {
  return (
    <div className="rounded-card border border-dashed border-line-strong p-8 text-center">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-muted">{description}</p>
    </div>
  );
}

/** Contact messages and broken-link reports, newest first, plus the newsletter export. */
export function InboxPanel({ inbox }: { inbox: Inbox }) {
  const { box, messages, reports } = inbox;
  const list = messages ?? reports;
  const hrefFor = (p: number) => `/admin/inbox?box=${box}&page=${p}`;
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="newsletter-export"
        className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-surface p-4 ring-1 ring-line"
      >
        <div>
          <h2 id="newsletter-export" className="font-semibold">
            {t.newsletter}
          </h2>
          <p className="text-sm text-muted">
            {t.subscriberCounts(inbox.subscribers.confirmed, inbox.subscribers.pending)}
          </p>
        </div>
        <Button asChild variant="outline">
          <a href="/admin/newsletter.csv" download>
            <Download aria-hidden="true" /> {t.downloadCsv}
          </a>
        </Button>
      </section>

      <section aria-labelledby="inbox-heading" className="grid gap-4">
        <h2 id="inbox-heading" className="sr-only">
          {adminCopy.tabs.inbox}
        </h2>
        <LinkTabs
          aria-label={adminCopy.tabs.inbox}
          items={(["messages", "reports"] as const).map((id) => ({
            to: `/admin/inbox?box=${id}`,
            label: `${t[id]} (${t.openCount(inbox.open[id])})`,
            active: box === id,
          }))}
        />
        {messages && messages.items.length === 0 ? <Empty {...t.emptyMessages} /> : null}
        {reports && reports.items.length === 0 ? <Empty {...t.emptyReports} /> : null}
        <ul className="grid gap-3">
          {messages?.items.map((m) => (
            <li key={m.id}>
              <Card>
                <CardContent className="grid gap-2 pt-4 sm:pt-6">
                  <Meta status={m.status} createdAt={m.createdAt} />
                  <h3 className="font-semibold">{m.subject}</h3>
                  <p className="text-sm text-muted">
                    {t.from}: {m.name} ·{" "}
                    <a className="underline underline-offset-2" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>
                  </p>
                  <p className="whitespace-pre-line text-sm">{m.message}</p>
                  <StatusForm box="messages" id={m.id} status={m.status} page={messages.page} />
                </CardContent>
              </Card>
            </li>
          ))}
          {reports?.items.map((r) => (
            <li key={r.id}>
              <Card>
                <CardContent className="grid gap-2 pt-4 sm:pt-6">
                  <Meta status={r.status} createdAt={r.createdAt} />
                  <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                    <dt className="font-medium">{t.page}</dt>
                    <dd className="break-all font-mono">{r.url}</dd>
                    <dt className="font-medium">{t.referrer}</dt>
                    <dd className="break-all font-mono">{r.referrer ?? t.noReferrer}</dd>
                    <dt className="font-medium">{t.reporter}</dt>
                    <dd>{r.email ?? t.anonymous}</dd>
                  </dl>
                  {r.details ? <p className="whitespace-pre-line text-sm">{r.details}</p> : null}
                  <StatusForm box="reports" id={r.id} status={r.status} page={reports.page} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        {list ? <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} /> : null}
      </section>
    </div>
  );
}
