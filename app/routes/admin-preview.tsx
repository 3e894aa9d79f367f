import { data, Link } from "react-router";
import type { Route } from "./+types/admin-preview";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { DecisionForm } from "~/features/moderation/decision-form";
import { requirePermission } from "~/features/accounts/guards.server";
import { loadPreview } from "~/features/moderation/moderation-pages.server";
import { formatDateTime } from "~/lib/dates";
import { adminCopy } from "~/features/admin/messages";
import { moderationQueueCopy } from "~/features/moderation/messages";
import { pageMeta } from "~/lib/seo";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "moderation:review");
  if (!UUID.test(params.id)) throw data(null, { status: 404 });
  const item = await loadPreview({ type: params.type, id: params.id });
  if (!item) throw data(null, { status: 404 });
  return data({ item }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta = ({ data: d }: Route.MetaArgs) =>
  pageMeta({
    title: d ? `${moderationQueueCopy.preview}: ${d.item.title}` : moderationQueueCopy.preview,
    description: adminCopy.moderatorIntro,
    noindex: true,
  });

export default function AdminPreview({ loaderData: { item } }: Route.ComponentProps) {
  const t = adminCopy;
  return (
    <article className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <p>
        <Link to="/admin/moderation" className="text-sm text-brand-700 underline">
          ← {t.tabs.moderation}
        </Link>
      </p>
      <header className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="info" className="capitalize">
            {item.type}
          </Badge>
          <Badge variant="secondary" className="capitalize">
            {item.status}
          </Badge>
          <Badge
            variant={
              item.moderationStatus === "approved"
                ? "success"
                : item.moderationStatus === "rejected"
                  ? "danger"
                  : "warning"
            }
            className="capitalize"
          >
            {item.moderationStatus}
          </Badge>
        </div>
        <h1 className="text-2xl font-bold">{item.title}</h1>
        {item.publicPath ? (
          <Link to={item.publicPath} className="text-sm text-brand-700 underline">
            {item.publicPath}
          </Link>
        ) : null}
      </header>

      {item.media?.kind === "video" ? (
        <video
          controls
          preload="metadata"
          src={item.media.url}
          className="w-full rounded-card bg-black"
        >
          <track kind="captions" />
        </video>
      ) : item.media?.kind === "audio" ? (
        <audio controls preload="metadata" src={item.media.url} className="w-full" />
      ) : item.media?.kind === "document" ? (
        <a href={item.media.url} className="text-brand-700 underline">
          {item.title} ({item.media.mimeType})
        </a>
      ) : null}

      {item.images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {item.images.map((img, i) => (
            <li key={img.key}>
              <ResponsiveImage image={img} alt={`${item.title}, photo ${i + 1}`} preset="card" />
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {item.facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="text-muted">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="whitespace-pre-line">{item.description}</p>

      {item.queue.map((entry) => (
        <section key={entry.id} className="grid gap-2 rounded-card border border-line p-4">
          <h2 className="font-semibold">
            {entry.reason
              ? `${moderationQueueCopy.reportedFor}: ${entry.reason}`
              : t.tabs.moderation}{" "}
            <time dateTime={entry.createdAt} className="text-xs font-normal text-muted">
              {formatDateTime(entry.createdAt)}
            </time>
          </h2>
          {entry.description ? <p className="text-sm">{entry.description}</p> : null}
          <DecisionForm queueId={entry.id} report={!!entry.reason} />
        </section>
      ))}
    </article>
  );
}
