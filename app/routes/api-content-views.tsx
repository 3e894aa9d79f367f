import type { Route } from "./+types/api-content-views";
import { countContentView } from "~/features/content/count-content-view.server";
import { generalErrors } from "~/lib/messages/error-pages";

/** A content page's view, sent by its beacon once the page has loaded (nobody reads the answer). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const form = await request.formData().catch(() => null);
  const counted = await countContentView({
    request,
    clientIp: context.clientIp,
    id: form?.get("id"),
  });
  if (counted === "limited")
    return Response.json({ error: generalErrors.rateLimited }, { status: 429 });
  if (counted === "invalid")
    return Response.json({ error: generalErrors.validation }, { status: 400 });
  return new Response(null, { status: 204 });
}

/** A transparent 1×1 GIF: what the page's <noscript> image shows. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * The same view without JavaScript: the content page's <noscript> image asks for
 * `?id=`. Never cached (each load must reach the server; the page around it may come
 * from the page cache), and counted only when our own page asked for it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const counted = await countContentView({
    request,
    clientIp: context.clientIp,
    id: new URL(request.url).searchParams.get("id"),
    fromOwnPage: true,
  });
  if (counted === "invalid")
    return Response.json({ error: generalErrors.validation }, { status: 400 });
  return new Response(new Uint8Array(PIXEL), {
    status: 200,
    headers: {
      "Content-Type": "image/gif",
      "Content-Length": String(PIXEL.byteLength),
      "Cache-Control": "no-store, private",
    },
  });
}
