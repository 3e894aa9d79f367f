import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's module preloads (React Router's <Scripts>) fetchpriority="low".
 * Every page is whole and works before its JavaScript runs; on a slow phone network the
 * ~110 kB of scripts at the browser's default priority (high, as for a blocking script)
 * shared the line with the page's images and held back the largest paint. At low
 * priority they come after them. React leaves the attribute alone while hydrating (the
 * links are marked suppressHydrationWarning) and drops the links once hydrated.
 */
export function lowPriorityScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  const emit = (text: string, final: boolean) => {
    const replaced = text.replaceAll(PRELOAD, LOW);
    // A match may straddle two chunks: hold back a tail that could start one.
    const keep = final ? 0 : tailThatMayStartMatch(replaced);
    carry = replaced.slice(replaced.length - keep);
    return replaced.slice(0, replaced.length - keep);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, emit(carry + decoder.write(chunk), false));
    },
    flush(callback) {
      callback(null, emit(carry + decoder.end(), true));
    },
  });
}

function tailThatMayStartMatch(text: string): number {
  for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n--)
    if (PRELOAD.startsWith(text.slice(text.length - n))) return n;
  return 0;
}
