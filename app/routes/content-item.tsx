import { Download } from "lucide-react";
import { useEffect } from "react";
import { data } from "react-router";
import type { Route } from "./+types/content-item";
import { ReportControl } from "~/features/moderation/report-control";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { contentTypeLabel } from "~/features/content/content-card";
import { CONTENT_VIEWS_ENDPOINT, ORIGINAL_QUALITY } from "~/features/content/content-paths";
import { formatBytes, VideoPlayer } from "~/features/content/video-player";
import { playerCopy } from "~/features/content/messages";
import { getPublicContent, type ContentDetail } from "~/features/content/public-content.server";
import { formatDate, formatDuration } from "~/lib/dates";
import { mediaUrl } from "~/lib/media/responsive";
import { publicPageHeaders } from "~/lib/http-cache";
import { JsonLd } from "~/components/json-ld";
import { profilePath } from "~/features/profile/username-rules";
import { pageMeta } from "~/lib/seo";
import { imageUrl } from "~/lib/absolute-url";
import { siteOrigin } from "~/lib/request.server";
import { contentJsonLd } from "~/lib/structured-data";
import { SupportPanel } from "~/features/tips/components/support-panel";
import { supportTargetForContent } from "~/features/tips/supporters.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  const item = await getPublicContent(params.slug);
  if (!item) throw data(null, { status: 404 });
  const original = new URL(request.url).searchParams.get("quality") === ORIGINAL_QUALITY;
  // schema.org data is built here so its code never ships to the browser.
  const origin = siteOrigin(request);
  return {
    item,
    original,
    // Dates in words here, so the date code never ships to this page: it is at the
    // first-load JS budget, and the support panel needs the room.
    when: {
      published: formatDate(item.publishedAt ?? item.createdAt),
      duration: item.durationSeconds ? formatDuration(item.durationSeconds) : null,
    },
    // Fans may support the creator from here when they can be paid (issue 35).
    support: await supportTargetForContent({ contentId: item.id }),
    // The creator's page when they have one (the people page's own rule).
    creatorPage: item.creatorUsername ? profilePath(item.creatorUsername) : null,
    jsonLd: contentJsonLd(origin, item),
    // The share picture, made here so the URL helpers never ship to the browser.
    shareImage: imageUrl(origin, item.thumbnail ?? item.image) ?? null,
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.item.title,
        description: data.item.description.slice(0, 160) || data.item.title,
        image: data.shareImage ?? undefined,
        type: data.item.contentType === "video" ? "video.other" : "article",
      })
    : [];

function Player({ item, original }: { item: ContentDetail; original: boolean }) {
  const src = mediaUrl(item.mediaKey);
  switch (item.contentType) {
    case "video":
      return <VideoPlayer item={item} original={original} />;
    case "audio":
      return (
        <div className="space-y-3">
          <ResponsiveImage
            image={item.thumbnail}
            alt=""
            preset="hero"
            priority
            className="rounded-card"
          />
          <audio controls preload="none" className="w-full">
            <source src={src} type={item.mimeType} />
            <a href={src}>Download the audio</a>
          </audio>
        </div>
      );
    case "image":
      return (
        <ResponsiveImage
          image={item.image ?? item.thumbnail}
          alt={item.title}
          preset="hero"
          priority
          aspect=""
          className="rounded-card"
        />
      );
    case "document":
      return (
        <div className="space-y-3">
          {item.mimeType === "application/pdf" ? (
            // The browser's own PDF viewer; our media responses allow same-origin framing.
            <iframe
              src={src}
              title={item.title}
              loading="lazy"
              className="h-[70vh] w-full rounded-card ring-1 ring-line"
            />
          ) : (
            <ResponsiveImage
              image={item.thumbnail}
              alt=""
              preset="hero"
              priority
              className="rounded-card"
            />
          )}
        </div>
      );
  }
}

/** Counts this view once the page runs in a browser, including pages served from the cache. */
function useViewBeacon(id: string) {
  useEffect(() => {
    navigator.sendBeacon?.(CONTENT_VIEWS_ENDPOINT, new URLSearchParams({ id }));
  }, [id]);
}

export default function ContentPage({
  loaderData: { item, original, jsonLd, support, when, creatorPage },
}: Route.ComponentProps) {
  const src = mediaUrl(item.mediaKey);
  useViewBeacon(item.id);
  return (
    <article className="mx-auto max-w-5xl px-4 py-6">
      <JsonLd data={jsonLd} />
      {/* Without JavaScript there is no beacon: this image counts the view instead. */}
      <noscript>
        <img
          src={`${CONTENT_VIEWS_ENDPOINT}?id=${item.id}`}
          alt=""
          width={1}
          height={1}
          className="absolute size-px"
        />
      </noscript>
      <Player item={item} original={original} />
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{contentTypeLabel[item.contentType]}</Badge>
        <Badge variant="outline">{item.category}</Badge>
        {item.durationSeconds ? <span className="text-sm text-muted">{when.duration}</span> : null}
        {item.pageCount ? (
          <span className="text-sm text-muted">{playerCopy.pages(item.pageCount)}</span>
        ) : null}
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{item.title}</h1>
      <p className="mt-1 text-muted">
        By{" "}
        {creatorPage ? (
          // A plain link: this page's first-load JavaScript is at its budget.
          <a href={creatorPage} className="font-medium text-brand-700 underline">
            {item.creatorName}
          </a>
        ) : (
          item.creatorName
        )}{" "}
        · {when.published} · {item.viewCount.toLocaleString("en-NG")} views
      </p>
      <div className="mt-4 whitespace-pre-line text-ink">{item.description}</div>
      {item.tags.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {item.tags.map((t) => (
            <li key={t}>
              <Badge variant="outline">#{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-6">
        <a
          href={src}
          download={item.originalFilename ?? undefined}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" /> Download ({formatBytes(item.fileSize)})
        </a>
      </p>
      {support ? (
        <div className="mt-8">
          <SupportPanel username={support.username} name={support.name} contentId={item.id} />
        </div>
      ) : null}
      <div className="mt-8">
        <ReportControl itemType="content" itemId={item.id} itemPath={`/content/${item.slug}`} />
      </div>
    </article>
  );
}
