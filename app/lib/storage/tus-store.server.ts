import fs from "node:fs";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { ERRORS, type DataStore } from "@tus/utils";
import type { Env } from "~/lib/env.server";

/**
 * Where tus uploads wait until they become content (ADR 038): files under
 * `DATA_DIR/tus`, or the S3 bucket when S3 is configured. Besides the protocol, both
 * stores answer what the upload code asks: the whole file, its first bytes (to check
 * its type without reading a 2 GB video), whether a write is still running, and the
 * removal of everything an upload left behind.
 */
export type UploadStore = DataStore & {
  /** The stored upload, streamed (a finished upload, to move it to its storage key). */
  readUpload(id: string): Promise<Readable>;
  /** At most `bytes` first bytes of the stored upload, without reading the rest. */
  readHead(id: string, bytes: number): Promise<Buffer>;
  /** Resolves once no write of this upload is running in this process. */
  writesSettled(id: string): Promise<void>;
};

/**
 * The writes of each upload still running here. @tus/server answers a PATCH whose body
 * broke off (a lost connection) as soon as the body fails, and releases the upload's
 * lock then, while the store may still be writing: S3's store had by then taken the
 * `.part` tail out of the bucket to prepend it, and a resumed PATCH read the wrong
 * offset (409) or, in another process, could write the same part number. The lock is
 * released only once the write here has settled (tus-locker.server.ts).
 */
class RunningWrites {
  private readonly running = new Map<string, Promise<unknown>>();

  track<T>(id: string, write: Promise<T>): Promise<T> {
    const settled = write.then(
      () => undefined,
      () => undefined,
    );
    this.running.set(id, settled);
    void settled.then(() => {
      if (this.running.get(id) === settled) this.running.delete(id);
    });
    return write;
  }

  async settled(id: string) {
    await this.running.get(id);
  }
}

async function collect(stream: AsyncIterable<unknown>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

class DiskUploadStore extends FileStore implements UploadStore {
  private readonly writes = new RunningWrites();

  override write(...args: Parameters<FileStore["write"]>) {
    return this.writes.track(args[1], super.write(...args));
  }

  writesSettled(id: string) {
    return this.writes.settled(id);
  }

  async readUpload(id: string) {
    return this.read(id);
  }

  async readHead(id: string, bytes: number) {
    const file = path.join(this.directory, id);
    return collect(fs.createReadStream(file, { start: 0, end: Math.max(bytes - 1, 0) }));
  }
}

/**
 * The body as far as it arrived, ending normally where the request broke off (a lost
 * connection). @tus/s3-store first takes the `.part` tail out of the bucket to prepend
 * it, and then waits for a body that tus has already destroyed, for ever: the tail was
 * lost and the write never ended. Ended instead, the store saves the tail and what
 * arrived, as the disk store keeps what it wrote, and the next HEAD offers it.
 */
function asFarAsItCame(src: Readable): Readable {
  const out = new PassThrough();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    src.unpipe(out);
    out.end();
  };
  src.once("end", end);
  src.once("error", end);
  src.once("close", end);
  if (src.destroyed) end();
  else src.pipe(out, { end: false });
  return out;
}

function isNotFound(error: unknown) {
  const name = (error as { name?: string } | null)?.name;
  return name === "NotFound" || name === "NoSuchKey" || name === "NoSuchUpload";
}

type S3StoreOptions = ConstructorParameters<typeof import("@tus/s3-store").S3Store>[0];

/** Loaded only when configured: the AWS SDK is large and the disk store needs none of it. */
async function createS3UploadStore(options: S3StoreOptions): Promise<UploadStore> {
  const { S3Store } = await import("@tus/s3-store");

  class S3UploadStore extends S3Store implements UploadStore {
    private readonly writes = new RunningWrites();

    override write(src: Readable, id: string, offset: number) {
      return this.writes.track(id, super.write(asFarAsItCame(src), id, offset));
    }

    writesSettled(id: string) {
      return this.writes.settled(id);
    }

    async readUpload(id: string) {
      return this.read(id);
    }

    async readHead(id: string, bytes: number) {
      const object = await this.client.getObject({
        Bucket: this.bucket,
        Key: id,
        Range: `bytes=0-${Math.max(bytes - 1, 0)}`,
      });
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    }

    /**
     * @tus/s3-store's own removal aborts the multipart upload first and gives up when S3
     * answers NoSuchUpload, which S3 does for every finished upload: the finished file
     * and its `.info` then stayed in the bucket for ever. It also never removed a
     * `.part` (the unsent tail of an unfinished upload). Here each step tolerates what
     * is already gone, and all three objects go.
     */
    override async remove(id: string) {
      let uploadId: string | undefined;
      try {
        uploadId = (await this.getMetadata(id))["upload-id"];
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      if (uploadId) {
        await this.client
          .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId })
          .catch((error: unknown) => {
            if (!isNotFound(error)) throw error;
          });
      }
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: {
          Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }],
          Quiet: true,
        },
      });
      await this.clearCache(id);
      if (!uploadId) throw ERRORS.FILE_NOT_FOUND;
    }
  }

  return new S3UploadStore(options);
}

export async function createUploadStore(env: Env): Promise<UploadStore> {
  if (!env.S3_BUCKET) return new DiskUploadStore({ directory: path.join(env.dataDir, "tus") });
  return createS3UploadStore({
    // One PATCH of the browser (8 MB, ADR 038) is one part of the multipart upload.
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: !!env.S3_ENDPOINT,
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
      },
    },
  });
}
