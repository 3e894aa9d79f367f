import { Readable } from "node:stream";
import busboy from "busboy";
import type { MiddlewareHandler } from "hono";
import { can } from "~/features/accounts/permissions";
import { CONTENT_FORM_PATHS, POSTED_FILE_REFUSAL_FIELD } from "~/features/content/content-paths";
import {
  POSTED_FORM_MAX_BYTES,
  receivePostedFile,
  type PostedFileOutcome,
} from "~/features/content/posted-upload.server";
import { THUMBNAIL_MAX_BYTES } from "~/features/content/thumbnail-limits";
import { getSessionUser } from "~/lib/auth.server";
import { requestErrors } from "~/lib/messages/error-pages";
import { isPageAddress } from "~/lib/page-paths";

/**
 * The content upload form's plain post (no JavaScript: the file comes with the form;
 * features/content/posted-upload.server.ts). Mounted before the form-body guard, which
 * would read the whole body: here the multipart body is parsed as it streams (busboy),
 * the file goes straight to storage, and the page's action then gets a small form of
 * the text fields, the thumbnail and the stored file's upload id, through the guard
 * like any other form. With JavaScript the same form posts only the tus upload's id
 * and the thumbnail; it passes here too.
 *
 * A refusal (type, name, size, bytes) answers at once: the form's text fields come
 * before the file, so the page comes back with them and the spec's message, and the
 * connection is closed rather than reading the rest of a file nobody will keep.
 */

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "close",
    },
  });

type Parsed = {
  fields: [string, string][];
  thumbnail: File | null;
  outcome: PostedFileOutcome | null;
};

/** Reads the multipart body, streaming the `file` part to storage through `receive`. */
function parseStreaming(
  request: Request,
  receive: (
    fields: [string, string][],
    filename: string,
    file: Readable,
  ) => Promise<PostedFileOutcome>,
): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const parsed: Parsed = { fields: [], thumbnail: null, outcome: null };
    const pending: Promise<unknown>[] = [];
    // Storing the file failed (not a refusal): the request fails, whatever else arrives.
    let failed = false;
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
    const parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      limits: { fields: 32, fieldSize: 64 * 1024, files: 3, parts: 40 },
    });
    const refused = () => !!parsed.outcome && !("uploadId" in parsed.outcome);
    const fail = (error: unknown) => {
      source.unpipe(parser);
      const fault = error instanceof Error ? error : new Error(String(error));
      // A refused file's stream is cut short on purpose: the refusal is the answer.
      void Promise.allSettled(pending).then(() => (refused() ? resolve(parsed) : reject(fault)));
    };
    parser.on("field", (name, value) => {
      // Only this module says what became of the file.
      if (name !== POSTED_FILE_REFUSAL_FIELD) parsed.fields.push([name, value]);
    });
    parser.on("file", (name, stream, info) => {
      const filename = info.filename;
      if (name === "thumbnail" && filename) {
        // One byte past the limit is enough for the thumbnail's own size message.
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on("data", (chunk: Buffer) => {
          if (size > THUMBNAIL_MAX_BYTES) return;
          chunks.push(chunk);
          size += chunk.byteLength;
        });
        stream.on("end", () => {
          parsed.thumbnail = new File(
            [Buffer.concat(chunks).subarray(0, THUMBNAIL_MAX_BYTES + 1)],
            filename,
            { type: info.mimeType },
          );
        });
        return;
      }
      if (name !== "file" || !filename || parsed.outcome) {
        stream.resume();
        return;
      }
      pending.push(
        receive(parsed.fields, filename, stream).then(
          (outcome) => {
            parsed.outcome = outcome;
            if ("uploadId" in outcome) return;
            // Refused: stop reading, answer with what the form said before the file.
            source.unpipe(parser);
            source.pause();
            resolve(parsed);
          },
          (error: unknown) => {
            failed = true;
            fail(error);
          },
        ),
      );
    });
    parser.on("error", fail);
    parser.on("close", () => {
      void Promise.all(pending).then(() => {
        if (!failed) resolve(parsed);
      });
    });
    source.on("error", fail);
    source.pipe(parser);
  });
}

export function contentFormPosts(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (raw.method !== "POST" || !raw.body) return next();
    const page = new URL(raw.url).pathname.replace(/\.data$/, "");
    const type = raw.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
    const isContentForm = CONTENT_FORM_PATHS.some((form) => isPageAddress(form, page));
    if (!isContentForm || type !== "multipart/form-data") return next();
    // Anyone else gets the form guard's small limit and the page's own sign-in answer.
    const user = await getSessionUser(raw);
    if (!user || !can(user.role, "create:content")) return next();

    const declared = Number(raw.headers.get("Content-Length") ?? "");
    const bodyBytes = Number.isSafeInteger(declared) && declared >= 0 ? declared : undefined;
    if (bodyBytes !== undefined && bodyBytes > POSTED_FORM_MAX_BYTES)
      return plain(413, `${requestErrors.tooLarge.title}: ${requestErrors.tooLarge.message}`);

    let parsed: Parsed;
    try {
      parsed = await parseStreaming(raw, (fields, filename, file) =>
        receivePostedFile({
          ownerId: user.id,
          contentType: fields.findLast(([name]) => name === "contentType")?.[1] ?? "",
          filename,
          file,
          ...(bodyBytes !== undefined ? { bodyBytes } : {}),
        }),
      );
    } catch {
      return plain(400, `${requestErrors.notAForm.title}: ${requestErrors.notAForm.message}`);
    }

    const form = new FormData();
    for (const [name, value] of parsed.fields) form.append(name, value);
    if (parsed.thumbnail) form.append("thumbnail", parsed.thumbnail);
    const refused = parsed.outcome && !("uploadId" in parsed.outcome) ? parsed.outcome : null;
    if (parsed.outcome && "uploadId" in parsed.outcome)
      form.set("uploadId", parsed.outcome.uploadId);
    if (refused) {
      form.delete("uploadId");
      form.set(POSTED_FILE_REFUSAL_FIELD, JSON.stringify(refused));
    }
    const headers = new Headers(raw.headers);
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    c.req.raw = new Request(raw.url, { method: "POST", headers, body: form, signal: raw.signal });
    await next();
    // The rest of a refused file is never read: end the connection instead of draining it.
    if (refused) c.res.headers.set("Connection", "close");
  };
}
