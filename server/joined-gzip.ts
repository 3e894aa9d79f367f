import zlib from "node:zlib";

/**
 * A gzip body for a page that differs per response only in a few bytes (the page cache's
 * CSP nonce), without compressing the page again for each response
 * (docs/decisions/078-honest-bench.md, addendum "anonymous cache hits keep their gzip").
 *
 * Deflate is a sequence of blocks, and a sync flush ends the ones written so far on a
 * byte boundary (an empty stored block, 00 00 FF FF). So each fixed part is deflated once,
 * on its own (no back-reference crosses a part, so any bytes may sit between them), and
 * each response's glue goes between the parts as stored (uncompressed) blocks, in the
 * way zlib's gzjoin and pigz join streams. Only the CRC-32 of the whole page, the length
 * and a concatenation of ~20 kB are left per response: the nonce stays fresh and
 * unguessable per response, which a nonce kept with the cached page would not be.
 *
 * `parts` are the page split around the glue; the result makes the gzip of
 * `parts.join(glue)` for any glue, and keeps references to `parts` (not copied).
 */
export function joinableGzip(parts: readonly Buffer[]): (glue: Buffer) => Buffer<ArrayBuffer> {
  // Level 9: paid once per cached page (1.6 ms for `/`, 128 kB, against 1.4 at level 6)
  // for 0.5 % fewer bytes on every hit.
  const deflated = parts.map((part) =>
    zlib.deflateRawSync(part, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  );
  return (glue) => {
    const stored = storedBlocks(glue);
    const pieces: Buffer[] = [GZIP_HEADER, deflated[0]!];
    let crc = crc32(parts[0]!, 0);
    let size = parts[0]!.length;
    for (let i = 1; i < parts.length; i++) {
      pieces.push(...stored, deflated[i]!);
      crc = crc32(parts[i]!, crc32(glue, crc));
      size += glue.length + parts[i]!.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    // ISIZE is the length modulo 2^32 (RFC 1952).
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    pieces.push(LAST_BLOCK, trailer);
    return Buffer.concat(pieces);
  };
}

/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with BFINAL set: the end of the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
/**
 * zlib.crc32, continued from `crc`. An empty buffer leaves the CRC as it is: Node 20's
 * zlib.crc32 answers 0 for an empty buffer without memory behind it (zlib's crc32 of a
 * null pointer is its start value), which an empty part is once deflateRawSync has read it.
 */
function crc32(bytes: Buffer, crc: number) {
  return bytes.length ? zlib.crc32(bytes, crc) : crc;
}

/** A stored block holds at most 65 535 bytes (RFC 1951 §3.2.4). */
const STORED_MAX = 0xffff;

/** `bytes` as non-final stored blocks: a header byte (BFINAL 0, BTYPE 00), LEN, NLEN. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}
