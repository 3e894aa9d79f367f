/**
 * The tus 1.0 requests a browser's tus-js-client sends, made against the whole server
 * app (server/app.ts) with a person's session cookie: creation, PATCH at an offset,
 * HEAD to learn where to resume.
 */
type App = { request(url: string, init: RequestInit): Response | Promise<Response> };
type Who = { cookie: string } | null;

const ORIGIN = "http://localhost";
const b64 = (s: string) => Buffer.from(s).toString("base64");

/** `appOf` answers the app when a request is made (tests create it in `beforeAll`). */
export function tusRequests(appOf: () => App) {
  return {
    create(
      who: Who,
      { contentType, filename, size }: { contentType: string; filename: string; size: number },
    ) {
      return appOf().request(`${ORIGIN}/uploads/content`, {
        method: "POST",
        headers: {
          "Tus-Resumable": "1.0.0",
          "Upload-Length": String(size),
          "Upload-Metadata": `filename ${b64(filename)},contentType ${b64(contentType)}`,
          ...(who ? { Cookie: who.cookie } : {}),
        },
      });
    },

    /** A PATCH of `bytes` (or of a stream, e.g. one that breaks off like a lost connection). */
    patch(
      who: { cookie: string },
      location: string,
      offset: number,
      bytes: Buffer | ReadableStream<Uint8Array>,
    ) {
      return appOf().request(`${ORIGIN}${location}`, {
        method: "PATCH",
        headers: {
          "Tus-Resumable": "1.0.0",
          "Upload-Offset": String(offset),
          "Content-Type": "application/offset+octet-stream",
          Cookie: who.cookie,
        },
        body: Buffer.isBuffer(bytes) ? new Uint8Array(bytes) : bytes,
        ...(Buffer.isBuffer(bytes) ? {} : { duplex: "half" }),
      } as RequestInit);
    },

    head(who: { cookie: string }, location: string) {
      return appOf().request(`${ORIGIN}${location}`, {
        method: "HEAD",
        headers: { "Tus-Resumable": "1.0.0", Cookie: who.cookie },
      });
    },
  };
}
