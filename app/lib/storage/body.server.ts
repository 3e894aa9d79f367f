import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import type { StorageInput } from "./storage.server";

/**
 * Conversions between the body shapes storage accepts and returns. Adapters read
 * input chunk by chunk so large uploads never have to sit in memory whole.
 */

function isWebStream(body: unknown): body is ReadableStream<Uint8Array> {
  return typeof (body as ReadableStream | null)?.getReader === "function";
}

/** Yields the input's bytes as Uint8Array chunks, whatever shape it came in. */
export async function* inputChunks(body: StorageInput): AsyncGenerator<Uint8Array> {
  if (body instanceof Uint8Array) {
    yield body;
    return;
  }
  if (isWebStream(body)) {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        if (value.byteLength > 0) yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  // Node streams are async-iterable; object-mode or string chunks are turned into bytes.
  for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
    yield typeof chunk === "string" ? Buffer.from(chunk) : chunk;
  }
}

/** Reads a whole input or stored body into memory (tests, small files, image processing). */
export async function readAll(body: StorageInput | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Uint8Array[] = [];
  for await (const chunk of inputChunks(body as StorageInput)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A stored body as a web stream, which is what a fetch `Response` (Hono) wants. */
export function toWebStream(
  body: ReadableStream<Uint8Array> | Readable,
): ReadableStream<Uint8Array> {
  if (isWebStream(body)) return body;
  // The cast bridges node:stream/web's and the DOM lib's identical ReadableStream types.
  return Readable.toWeb(
    body as Readable,
  ) as NodeWebReadableStream<Uint8Array> as unknown as ReadableStream<Uint8Array>;
}
