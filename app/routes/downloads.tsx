import { redirect } from "react-router";
import type { Route } from "./+types/downloads";
import { isDownloadRefusal, takeDownload } from "~/features/marketplace/take-download.server";
import { toWebStream } from "~/lib/storage/body.server";
import { getStorage } from "~/lib/storage/storage.server";

/** `attachment` with the file's name: an ASCII fallback and the exact name (RFC 6266). */
export function attachmentHeader(name: string) {
  const ascii = name.replace(/[^\w .()-]/g, "_").replace(/^\.+/, "_") || "download";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A digital product's file, for the holder of a live download link (issue 31): one
 * download counted, then the file streamed from private storage as an attachment. A
 * refused link goes to its page, which says why with its status (410, 403, 404).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const token = params.token;
  const file = await takeDownload({ token });
  const refusedPage = `/downloads/${encodeURIComponent(token)}/refused`;
  if (isDownloadRefusal(file)) return redirect(refusedPage, 303);
  const object = await getStorage().get(file.key);
  if (!object) return redirect(refusedPage, 303);
  return new Response(toWebStream(object.body), {
    headers: {
      "Content-Type": object.contentType || "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": attachmentHeader(file.name),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
