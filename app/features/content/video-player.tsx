import { Link } from "react-router";
import { imageAttributes, mediaUrl, type StoredImage } from "~/lib/media/responsive";
import { ORIGINAL_QUALITY } from "./content-paths";
import { playerCopy } from "./messages";

export function formatBytes(n: number) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** What the player needs of a video item (client-safe: no server types). */
export type PlayableVideo = {
  mediaKey: string;
  mimeType: string;
  fileSize: number;
  dataSaverKey: string | null;
  thumbnail: StoredImage | null;
  poster: StoredImage | null;
};

/**
 * A video plays its data-saver rendition when there is one (most viewers are on mobile
 * data), with a plain link to the original: a new URL, so it works before JavaScript.
 */
export function VideoPlayer({ item, original }: { item: PlayableVideo; original: boolean }) {
  const saver = original ? null : item.dataSaverKey;
  const src = mediaUrl(saver ?? item.mediaKey);
  const still = item.thumbnail ?? item.poster;
  return (
    <div className="space-y-2">
      {/* Nothing is fetched until the viewer presses play: data is costly. */}
      <video
        key={src}
        controls
        preload="none"
        poster={still ? imageAttributes(still).src : undefined}
        className="aspect-video w-full rounded-card bg-ink"
        playsInline
      >
        <source src={src} type={saver ? "video/mp4" : item.mimeType} />
        <a href={src}>Download the video</a>
      </video>
      {item.dataSaverKey ? (
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <span>{saver ? playerCopy.dataSaverOn : playerCopy.dataSaverOff}</span>
          <Link
            to={saver ? `?quality=${ORIGINAL_QUALITY}` : "."}
            replace
            preventScrollReset
            className="font-semibold text-brand-700 hover:underline"
          >
            {saver
              ? playerCopy.watchOriginal(formatBytes(item.fileSize))
              : playerCopy.watchDataSaver}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
