import { FileText, Headphones, Image as ImageIcon, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { formatDuration } from "~/lib/dates";
import type { ContentCard as ContentCardData, ContentType } from "./public-content.server";
import { imageView, type ImageView } from "~/lib/media/responsive";
import { pick } from "~/lib/pick";

export const contentTypeLabel: Record<ContentType, string> = {
  video: "Video",
  audio: "Audio",
  image: "Image",
  document: "Document",
};

const icons = { video: PlayCircle, audio: Headphones, image: ImageIcon, document: FileText };

const CONTENT_CARD_FIELDS = [
  "id",
  "slug",
  "title",
  "contentType",
  "category",
  "durationSeconds",
  "creatorName",
  "viewCount",
] as const;

/** What a card draws, and all a loader sends the browser for it (hydration data). */
export type ContentCardView = Pick<ContentCardData, (typeof CONTENT_CARD_FIELDS)[number]> & {
  thumbnail: ImageView | null;
};

export const contentCardView = (c: ContentCardData): ContentCardView => ({
  ...pick(c, CONTENT_CARD_FIELDS),
  thumbnail: imageView(c.thumbnail),
});

export function ContentCard({
  item,
  priority = false,
}: {
  item: ContentCardView;
  priority?: boolean;
}) {
  const Icon = icons[item.contentType];
  return (
    <li className="group card relative hover:ring-brand-600">
      <div className="relative">
        <ResponsiveImage image={item.thumbnail} alt="" priority={priority} />
        <div className="absolute left-3 top-3">
          <Badge variant="secondary">
            <Icon aria-hidden="true" className="size-3" /> {contentTypeLabel[item.contentType]}
          </Badge>
        </div>
        {item.durationSeconds ? (
          <span className="absolute bottom-2 right-2 rounded bg-ink/80 px-1.5 py-0.5 text-xs font-medium text-white">
            {formatDuration(item.durationSeconds)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="line-clamp-2 font-semibold text-ink">
          <Link to={`/content/${item.slug}`} className="after:absolute after:inset-0">
            {item.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          {item.creatorName} · {item.category}
        </p>
        <p className="mt-auto pt-1 text-xs text-muted">
          {item.viewCount.toLocaleString("en-NG")} views
        </p>
      </div>
    </li>
  );
}
