import { inflateSync } from "node:zlib";

/**
 * A PDF's page count from its bytes, without a PDF library: the page tree's root
 * (`/Type /Pages`) carries the total in `/Count`, and each child node a smaller one, so
 * the largest `/Count` of a pages node is the document's. Since PDF 1.5 that node often
 * sits inside a compressed object stream (`/Type /ObjStm`, Flate), so those streams are
 * inflated and read too. Null when no page tree is found (not a PDF, or damaged).
 *
 * Known limit: an incremental update that removed pages leaves the older, larger tree
 * in the file; the count is then too high. Page counts are shown as information only.
 */
export function pdfPageCount(bytes: Buffer): number | null {
  if (!bytes.subarray(0, 1024).toString("latin1").includes("%PDF-")) return null;
  const text = bytes.toString("latin1");
  const counts = [...pagesCounts(text)];
  for (const body of objectStreams(bytes, text)) counts.push(...pagesCounts(body));
  if (counts.length) return Math.max(...counts);
  // No page tree node found: count leaf pages as a last resort.
  const leaves = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return leaves || null;
}

/** The `/Count` of every `/Type /Pages` dictionary in `text` (keys in any order). */
function* pagesCounts(text: string): Generator<number> {
  for (const m of text.matchAll(/\/Type\s*\/Pages(?![a-zA-Z])/g)) {
    const dict = enclosingDictionary(text, m.index!);
    const count = dict && /\/Count\s+(\d+)/.exec(stripNested(dict));
    if (count) yield Number(count[1]);
  }
}

/** The `<< … >>` around `at`, nested dictionaries included; null if unbalanced. */
function enclosingDictionary(text: string, at: number): string | null {
  let depth = 0;
  let open = -1;
  for (let i = at - 1; i >= 1 && at - i < 20_000; i--) {
    const pair = text.slice(i - 1, i + 1);
    if (pair !== "<<" && pair !== ">>") continue;
    i--;
    if (pair === ">>") depth++;
    else if (depth > 0) depth--;
    else {
      open = i;
      break;
    }
  }
  if (open < 0) return null;
  for (let i = open; i < text.length - 1 && i - open < 40_000; i++) {
    const pair = text.slice(i, i + 2);
    if (pair !== "<<" && pair !== ">>") continue;
    i++;
    depth += pair === "<<" ? 1 : -1;
    if (depth === 0) return text.slice(open + 2, i - 1);
  }
  return null;
}

/** The dictionary's own keys: nested dictionaries (resources, …) blanked out. */
function stripNested(dict: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < dict.length; i++) {
    const pair = dict.slice(i, i + 2);
    if (pair === "<<" || pair === ">>") {
      depth += pair === "<<" ? 1 : -1;
      i++;
    } else if (depth === 0) out += dict[i];
  }
  return out;
}

/** The inflated bodies of the file's Flate-compressed object streams. */
function* objectStreams(bytes: Buffer, text: string): Generator<string> {
  const dicts = /<<([^]*?)>>\s*stream\r?\n/g;
  for (const m of text.matchAll(dicts)) {
    const dict = m[1]!;
    if (!/\/Type\s*\/ObjStm/.test(dict) || !/\/FlateDecode/.test(dict)) continue;
    const start = m.index! + m[0].length;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = length ? start + Number(length[1]) : text.indexOf("endstream", start);
    if (end <= start) continue;
    try {
      yield inflateSync(bytes.subarray(start, end)).toString("latin1");
    } catch {
      /* a damaged stream: skip it */
    }
  }
}
