import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { MemoryLocker, Server, type ServerOptions } from "@tus/server";
import { Metadata, type DataStore, type Locker } from "@tus/utils";
import { and, eq, isNull } from "drizzle-orm";
import { contentUploads } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import type { SessionUser } from "~/lib/auth.server";
import { getDb } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { getStorage } from "~/lib/storage/storage.server";
import { lockUntilWritten, PostgresLocker } from "~/lib/storage/tus-locker.server";
import { createUploadStore, type UploadStore } from "~/lib/storage/tus-store.server";
import { CONTENT_TYPES, type ContentType } from "./catalog";
import { contentToasts } from "./messages";
import { isRefusal, SNIFF_BYTES, sniffUpload } from "./upload-bytes.server";
import { refuseUploadStart, type UploadRefusal } from "./upload-rules";

/**
 * Resumable content uploads (tus 1.0, docs/decisions/038-tus-uploads.md, 041). @tus/server
 * speaks the protocol and streams each PATCH into its store; around it, this module:
 *
 * - lets in only signed-in people who may create content;
 * - makes every upload id itself (a UUID: never from the client, so no id can name a
 *   path outside the store) and binds it to its owner in content_uploads, so another
 *   person's HEAD, PATCH or DELETE of it is answered 404 as if it did not exist;
 * - refuses a too-large or wrongly named file at creation, from Upload-Length, before
 *   a byte is sent; refuses bytes of the wrong type as soon as the first PATCH brings
 *   them, and checks the stored head again when the last byte arrives;
 * - never serves an upload back (no GET): the file is published through content.
 */

export const CONTENT_UPLOAD_PATH = "/uploads/content";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let store: UploadStore | undefined;
let shared: Locker | undefined;
let locker: Locker | undefined;
let server: Server | undefined;

/** The tus store: files under DATA_DIR/tus, or the S3 bucket when S3 is configured. */
async function uploadStore(): Promise<UploadStore> {
  store ??= await createUploadStore(getEnv());
  return store;
}

/**
 * The tus lock: in memory for one process (PGlite is one process by design), in
 * PostgreSQL when several processes may serve one upload (lib/storage/tus-locker);
 * either way held until the store has stopped writing.
 */
async function uploadLocker(): Promise<Locker> {
  if (locker) return locker;
  const url = getEnv().DATABASE_URL;
  shared = url ? new PostgresLocker({ connectionString: url }) : new MemoryLocker();
  locker = lockUntilWritten(shared, await uploadStore());
  return locker;
}

/** The people each request is for, from the wrapper below to the tus hooks. */
const owners = new WeakMap<Request, SessionUser>();

function tusError(refusal: UploadRefusal) {
  return { status_code: refusal.status, body: `${refusal.message}\n` };
}

async function tusServer(): Promise<Server> {
  if (server) return server;
  const options: ServerOptions & { datastore: DataStore } = {
    path: CONTENT_UPLOAD_PATH,
    datastore: await uploadStore(),
    locker: await uploadLocker(),
    relativeLocation: true,
    // Same-origin only: our pages upload to our own server (no CORS for other sites).
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: false,
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      const owner = owners.get(req as unknown as Request);
      const meta = upload.metadata ?? {};
      if (!owner) throw { status_code: 401, body: `${contentToasts.loginRequired.message}\n` };
      const db = await getDb();
      await db.insert(contentUploads).values({
        id: upload.id,
        ownerId: owner.id,
        contentType: meta.contentType as ContentType,
        declaredSize: upload.size ?? 0,
        filename: (meta.filename ?? "").slice(0, 255),
      });
      return {};
    },
    async onUploadFinish(_req, upload) {
      const db = await getDb();
      const [row] = await db.select().from(contentUploads).where(eq(contentUploads.id, upload.id));
      if (!row) throw { status_code: 404, body: "Not found\n" };
      const found = await sniffUpload({
        contentType: row.contentType,
        filename: row.filename,
        // Read back from the store (disk or S3): the bytes as stored, whichever PATCH brought them.
        head: await (await uploadStore()).readHead(upload.id, SNIFF_BYTES),
      });
      if (isRefusal(found)) {
        await discardUpload(upload.id);
        throw tusError(found);
      }
      await db
        .update(contentUploads)
        .set({ mimeType: found.mime, finishedAt: new Date(), lastActivityAt: new Date() })
        .where(eq(contentUploads.id, upload.id));
      return {};
    },
  };
  server = new Server(options);
  return server;
}

/**
 * Removes an upload's bytes and its row (refused bytes, abandoned or used uploads). A
 * file posted with the form sits in storage: removed unless content took it as its own.
 */
export async function discardUpload(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ storageKey: contentUploads.storageKey, contentId: contentUploads.contentId })
    .from(contentUploads)
    .where(eq(contentUploads.id, id));
  if (row?.storageKey) {
    if (!row.contentId) await getStorage().delete(row.storageKey);
  } else {
    const s = await uploadStore();
    // Under the upload's lock, like tus's own DELETE: a PATCH still writing it (in this
    // process or another) is asked to stop before its bytes go.
    const lock = (await uploadLocker()).newLock(id);
    await lock.lock(new AbortController().signal, () => {});
    try {
      await s.remove(id).catch((error: unknown) => {
        // Already gone (removed by an earlier try) is what we wanted.
        getLogger().debug({ err: error, id }, "tus upload already removed");
      });
    } finally {
      await lock.unlock();
    }
  }
  await db.delete(contentUploads).where(eq(contentUploads.id, id));
}

function plain(status: number, message: string) {
  return new Response(`${message}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Tus-Resumable": "1.0.0",
    },
  });
}

/** The upload's id from `/uploads/content/<id>`, when it is one of ours in form. */
function uploadIdOf(url: URL) {
  const rest = url.pathname.slice(CONTENT_UPLOAD_PATH.length + 1);
  return UUID.test(rest) ? rest : null;
}

/**
 * The first bytes of a PATCH body, and a stream that still yields the whole body: the
 * head is checked before tus writes anything, the rest streams on unbuffered.
 */
export async function peekHead(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  const head = Buffer.concat(chunks, size);
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      if (size > 0) controller.enqueue(head);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head: head.subarray(0, SNIFF_BYTES), rest };
}

/**
 * Answers one tus request under /uploads/content for `user` (null: signed out). The
 * server's edge (server/content-uploads.ts) mounts this before the form-body guard.
 */
export async function handleContentUpload(
  request: Request,
  user: SessionUser | null,
): Promise<Response> {
  const tus = await tusServer();
  if (request.method === "OPTIONS") return tus.handleWeb(request);
  if (!user) return plain(401, contentToasts.loginRequired.message);
  if (!can(user.role, "create:content")) return plain(403, contentToasts.loginRequired.message);
  const url = new URL(request.url);

  if (request.method === "POST") {
    if (url.pathname !== CONTENT_UPLOAD_PATH) return plain(404, "Not found");
    // Every byte goes through PATCH, where it is checked: no data with the creation.
    if (request.headers.get("Upload-Defer-Length") || request.headers.get("Upload-Concat"))
      return plain(400, contentToasts.noFile.message);
    let meta: Record<string, string | null> = {};
    try {
      meta = Metadata.parse(request.headers.get("Upload-Metadata") ?? undefined) ?? {};
    } catch {
      return plain(400, contentToasts.invalidType.message);
    }
    const contentType = meta.contentType ?? "";
    if (!(CONTENT_TYPES as readonly string[]).includes(contentType))
      return plain(400, contentToasts.invalidType.message);
    const refusal = refuseUploadStart({
      contentType: contentType as ContentType,
      filename: meta.filename ?? "",
      size: Number(request.headers.get("Upload-Length") ?? ""),
    });
    if (refusal) return plain(refusal.status, refusal.message);
    const creation = new Request(request, { body: null, method: "POST" });
    owners.set(creation, user);
    return tus.handleWeb(creation);
  }

  if (!["HEAD", "PATCH", "DELETE"].includes(request.method)) return plain(405, "Not allowed");
  const id = uploadIdOf(url);
  const db = await getDb();
  const [row] = id
    ? await db
        .select()
        .from(contentUploads)
        .where(
          and(
            eq(contentUploads.id, id),
            eq(contentUploads.ownerId, user.id),
            isNull(contentUploads.contentId),
          ),
        )
    : [];
  // Someone else's upload reads exactly like one that does not exist.
  if (!id || !row) return plain(404, "Not found");

  if (request.method === "DELETE") {
    await discardUpload(id);
    return new Response(null, { status: 204, headers: { "Tus-Resumable": "1.0.0" } });
  }
  if (request.method === "HEAD") return tus.handleWeb(request);

  let forward = request;
  if (request.headers.get("Upload-Offset") === "0" && request.body) {
    const { head, rest } = await peekHead(request.body);
    const found = await sniffUpload({ contentType: row.contentType, filename: row.filename, head });
    if (isRefusal(found)) {
      await rest.cancel().catch(() => {});
      await discardUpload(id);
      return plain(found.status, found.message);
    }
    await db.update(contentUploads).set({ mimeType: found.mime }).where(eq(contentUploads.id, id));
    forward = new Request(request.url, {
      method: "PATCH",
      headers: request.headers,
      body: rest,
      signal: request.signal,
      duplex: "half",
    } as RequestInit);
  }
  const response = await tus.handleWeb(forward);
  if (response.status === 204)
    await db
      .update(contentUploads)
      .set({ lastActivityAt: new Date() })
      .where(eq(contentUploads.id, id));
  return response;
}

/** A finished upload of this owner not yet used by a content row (for creating content). */
export async function finishedUploadOf({ id, ownerId }: { id: string; ownerId: string }) {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(contentUploads)
    .where(
      and(
        eq(contentUploads.id, id),
        eq(contentUploads.ownerId, ownerId),
        isNull(contentUploads.contentId),
      ),
    );
  return row?.finishedAt ? row : null;
}

/** The stored bytes of an upload, streamed (to move them to their storage key). */
export async function readUpload(id: string): Promise<Readable> {
  return (await uploadStore()).readUpload(id);
}

/** For tests that change DATA_DIR between files. */
export async function resetContentUploads() {
  store = undefined;
  server = undefined;
  const previous = shared;
  shared = undefined;
  locker = undefined;
  if (previous instanceof PostgresLocker) await previous.close();
}
