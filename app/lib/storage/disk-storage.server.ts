import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { inputChunks } from "./body.server";
import { RangeNotSatisfiableError, StorageError } from "./errors";
import { META_SUFFIX, assertValidKey, contentTypeFromKey } from "./keys";
import type {
  ObjectBody,
  ObjectInfo,
  RangeBody,
  StorageAdapter,
  StorageInput,
} from "./storage.server";

/**
 * Files under `<root>/<key>`, each with a sidecar `<root>/<key>.meta.json`.
 *
 * Why a sidecar rather than the extension: the content type we trust is the one found
 * from the bytes at upload (file-type), which can differ from the name, and keys need
 * not have an extension at all. The sidecar also carries the SHA-256 computed while
 * writing, so the ETag is stable across machines and restores (mtime is not). This
 * mirrors S3, which stores Content-Type and ETag with the object, so both adapters
 * answer the same. Files without a sidecar (copied in by hand) still work: their type
 * comes from the extension and their ETag from size + mtime.
 *
 * Writes go to `<root>/.tmp/` (same file system, so `rename` is atomic) and are
 * fsynced first: a reader never sees half a file, even after a crash.
 */

type Sidecar = { contentType: string; size: number; sha256: string };

export type DiskStorageOptions = {
  /** Absolute directory holding the files, e.g. `${dataDir}/uploads`. */
  root: string;
  /** Prefix of public URLs; defaults to our `/media` route. */
  publicBaseUrl?: string;
};

export function createDiskStorage({
  root,
  publicBaseUrl = "/media",
}: DiskStorageOptions): StorageAdapter {
  const base = path.resolve(root);
  const tmpDir = path.join(base, ".tmp");
  const urlBase = publicBaseUrl.replace(/\/+$/, "");

  function fileFor(key: string): string {
    assertValidKey(key);
    const file = path.join(base, ...key.split("/"));
    // Belt and braces: validation already rules out anything that could leave `base`.
    if (!file.startsWith(base + path.sep))
      throw new StorageError(`Key escapes storage root: ${key}`);
    return file;
  }

  async function readSidecar(file: string): Promise<Sidecar | null> {
    try {
      return JSON.parse(await fs.readFile(file + META_SUFFIX, "utf8")) as Sidecar;
    } catch {
      return null;
    }
  }

  async function stat(key: string): Promise<ObjectInfo | null> {
    const file = fileFor(key);
    let st;
    try {
      st = await fs.stat(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!st.isFile()) return null;
    const meta = await readSidecar(file);
    // A sidecar whose size disagrees belongs to an older file: ignore it.
    const trusted = meta && meta.size === st.size ? meta : null;
    return {
      key,
      size: st.size,
      contentType: trusted?.contentType ?? contentTypeFromKey(key),
      etag: trusted
        ? trusted.sha256.slice(0, 32)
        : `${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}`,
      lastModified: st.mtime,
    };
  }

  async function writeAtomically(target: string, chunks: AsyncIterable<Uint8Array>) {
    await fs.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    const hash = createHash("sha256");
    let size = 0;
    const handle = await fs.open(tmp, "wx");
    try {
      try {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.byteLength;
          await handle.write(chunk);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
    return { size, sha256: hash.digest("hex") };
  }

  async function put(key: string, body: StorageInput, { contentType }: { contentType: string }) {
    const file = fileFor(key);
    try {
      const { size, sha256 } = await writeAtomically(file, inputChunks(body));
      // Data first, then sidecar: a crash in between leaves a file typed by extension
      // (the sidecar's size check also guards a replaced file), never a sidecar alone.
      const sidecar: Sidecar = { contentType, size, sha256 };
      await writeAtomically(file + META_SUFFIX, inputChunks(Buffer.from(JSON.stringify(sidecar))));
      const st = await fs.stat(file);
      return { key, size, contentType, etag: sha256.slice(0, 32), lastModified: st.mtime };
    } catch (error) {
      if (error instanceof StorageError) throw error;
      // ENOTDIR/EISDIR: a key that is both a file and a folder (`a/b` and `a/b/c`).
      throw new StorageError(`Could not store ${key}: ${(error as Error).message}`, undefined, {
        cause: error,
      });
    }
  }

  async function get(key: string): Promise<ObjectBody | null> {
    const info = await stat(key);
    if (!info) return null;
    return { ...info, body: createReadStream(fileFor(key)) };
  }

  async function getRange(key: string, start: number, end: number): Promise<RangeBody | null> {
    const info = await stat(key);
    if (!info) return null;
    if (!Number.isInteger(start) || start < 0 || start >= info.size || end < start) {
      throw new RangeNotSatisfiableError(key, info.size);
    }
    const last = Math.min(end, info.size - 1);
    return {
      ...info,
      start,
      end: last,
      body: createReadStream(fileFor(key), { start, end: last }),
    };
  }

  async function remove(key: string) {
    const file = fileFor(key);
    await fs.rm(file, { force: true });
    await fs.rm(file + META_SUFFIX, { force: true });
    await pruneEmptyDirs(path.dirname(file), base);
  }

  return {
    kind: "disk",
    put,
    get,
    getRange,
    stat,
    exists: async (key) => (await stat(key)) !== null,
    delete: remove,
    publicUrl: (key) => {
      assertValidKey(key);
      return `${urlBase}/${key}`;
    },
  };
}

/** Removes now-empty folders up to (not including) the root, so deletes leave no litter. */
async function pruneEmptyDirs(dir: string, root: string) {
  let current = dir;
  while (current.startsWith(root + path.sep)) {
    try {
      await fs.rmdir(current);
    } catch {
      return; // not empty (or gone): stop climbing
    }
    current = path.dirname(current);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}
