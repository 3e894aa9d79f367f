import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { DecisionForm } from "./decision-form";
import { Card, CardContent } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import type { QueueEntry } from "./moderation.server";
import { formatDateTime } from "~/lib/dates";
import { moderationQueueCopy, reportCopy } from "./messages";

const reviewRatingText = reportCopy.reviewRating;
import type { Page } from "~/lib/pagination";

const TYPE_LABEL: Record<QueueEntry["itemType"], string> = {
  content: "Content",
  event: "Event",
  product: "Product",
  property: "Stay",
};

function QueueCard({ entry, page }: { entry: QueueEntry; page: number }) {
  const t = moderationQueueCopy;
  return (
    <Card>
      <CardContent className="grid gap-3 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="info">{TYPE_LABEL[entry.itemType]}</Badge>
          {entry.report ? (
            <Badge variant="danger">
              {t.reportedFor}: {entry.report.reason}
            </Badge>
          ) : null}
          <time dateTime={entry.createdAt} className="text-xs text-muted">
            {formatDateTime(entry.createdAt)}
          </time>
        </div>
        <h3 className="text-base font-semibold">{entry.title}</h3>
        {entry.owner ? (
          <p className="text-sm text-muted">
            {entry.owner.name} · {entry.owner.email}
          </p>
        ) : null}
        {entry.report?.review ? (
          <figure className="grid gap-1 rounded-md bg-surface p-3 text-sm">
            <figcaption className="font-medium">
              {t.reportedReview}: {entry.report.review.author ?? ""} ·{" "}
              {reviewRatingText(entry.report.review.rating)}
            </figcaption>
            <blockquote className="whitespace-pre-line break-words">
              {entry.report.review.body}
            </blockquote>
          </figure>
        ) : null}
        {entry.report?.description ? (
          <blockquote className="border-l-2 border-line-strong pl-3 text-sm">
            {entry.report.description}
            {entry.report.reporter ? (
              <footer className="text-xs text-muted">— {entry.report.reporter}</footer>
            ) : null}
          </blockquote>
        ) : entry.report?.reporter ? (
          <p className="text-xs text-muted">
            {moderationQueueCopy.reporter}: {entry.report.reporter}
          </p>
        ) : null}
        <p>
          <Link
            to={`/admin/preview/${entry.itemType}/${entry.itemId}`}
            className="text-sm font-medium text-brand-700 underline"
          >
            {t.preview}: {entry.title}
          </Link>
        </p>
        <DecisionForm
          queueId={entry.id}
          page={page}
          report={!!entry.report}
          review={!!entry.report?.review}
        />
      </CardContent>
    </Card>
  );
}

export function ModerationPanel({ queue }: { queue: Page<QueueEntry> }) {
  const t = moderationQueueCopy;
  if (queue.items.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-line-strong p-8 text-center">
        <h2 className="font-semibold">{t.queueEmpty.title}</h2>
        <p className="text-sm text-muted">{t.queueEmpty.description}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="queue-heading" className="grid gap-4">
      <h2 id="queue-heading" className="flex items-center gap-2 text-lg font-semibold">
        {t.title} <Badge variant="secondary">{queue.total}</Badge>
      </h2>
      <ul className="grid gap-3 lg:grid-cols-2">
        {queue.items.map((entry) => (
          <li key={entry.id}>
            <QueueCard entry={entry} page={queue.page} />
          </li>
        ))}
      </ul>
      <Pagination
        page={queue.page}
        pageCount={queue.pageCount}
        hrefFor={(p) => `/admin/moderation?page=${p}`}
      />
    </section>
  );
}
