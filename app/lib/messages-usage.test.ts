import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Components and actions take user-facing error texts from the catalogue (docs/design.md
 * convention 11): lib/messages.ts and its client-safe parts in lib/messages/, or an
 * area's features/<area>/messages.ts. This scans the source for the usual ways an error
 * text gets inlined: a string literal given to a toast, to an `error` prop or key, or
 * JSX text that reads like an error. Each hit names the file and line; move the text
 * into the catalogue. The catalogue modules themselves are checked to stay client-safe.
 */
const ROOTS = ["app/components", "app/routes", "app/features"];
const ERROR_WORDS =
  /\b(error|failed|failure|went wrong|try again|invalid|not found|denied|unable|could ?n[o']t|cannot|can't|no fit|wahala)\b/i;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(tsx|server\.ts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      out.push(full);
  }
  return out;
}

type Hit = { file: string; line: number; text: string };

/** Strips comments so commented explanations never count as user-facing text. */
function withoutComments(source: string) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`])\/\/[^\n]*/g, (m, p: string) => p + " ".repeat(m.length - p.length))
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, (m) => m.replace(/[^\n]/g, " "));
}

/** Reads like a sentence for people, not a code ("exists") or a class list ("bg-danger px-2"). */
const isUserText = (s: string) => /^[A-Z]/.test(s) || /[.!?]$/.test(s);

export function findInlinedErrors(file: string, source: string): Hit[] {
  const code = withoutComments(source);
  const hits: Hit[] = [];
  const lineOf = (index: number) => code.slice(0, index).split("\n").length;
  const add = (index: number, text: string) => hits.push({ file, line: lineOf(index), text });
  // toast("...") and toast({ title: "...", description: "..." }): any literal is copy.
  const toastCall =
    /\btoast\s*\(\s*(?:["'`]([^"'`]+)["'`]|\{[^}]*?\b(?:title|description)\s*:\s*["'`]([^"'`]+)["'`])/g;
  for (const m of code.matchAll(toastCall)) add(m.index, (m[1] ?? m[2]).trim());
  const sentencePatterns: RegExp[] = [
    // error="..." props and error: "..." keys (action answers, field errors)
    /\b(?:error|errorMessage|formError|message)\s*[:=]\s*\{?\s*["'`]([^"'`]{3,})["'`]/g,
    // errors: { field: ["..."] }
    /\berrors\s*:\s*\{[^}]*?\[\s*["'`]([^"'`]{3,})["'`]/g,
  ];
  for (const re of sentencePatterns) {
    for (const m of code.matchAll(re)) if (isUserText(m[1].trim())) add(m.index, m[1].trim());
  }
  if (file.endsWith(".tsx")) {
    // JSX text: after a tag's closing ">" (preceded by a name, quote or brace, unlike
    // "=>" or "a > b"), plain words up to the next "<" that read like an error.
    for (const m of code.matchAll(/[\w"'}]>([^<>{}();=]+)</g)) {
      const text = m[1].trim();
      if (text.length > 2 && /[a-z]/i.test(text) && ERROR_WORDS.test(text)) add(m.index, text);
    }
  }
  return hits;
}

/** The catalogue's modules: lib/messages.ts, lib/messages/*.ts, features/<area>/messages.ts. */
function catalogueFiles(root: string): string[] {
  const libParts = path.join(root, "app/lib/messages");
  const features = path.join(root, "app/features");
  return [
    path.join(root, "app/lib/messages.ts"),
    ...fs.readdirSync(libParts).map((f) => path.join(libParts, f)),
    ...fs
      .readdirSync(features, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(features, d.name, "messages.ts"))
      .filter((f) => fs.existsSync(f)),
  ].filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
}

/**
 * Imports a catalogue module may not make: pages load these modules whole, so they
 * import nothing but other catalogue modules (and types), never Zod or server code.
 */
export function unsafeCatalogueImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+["']([^"']+)["']/gm)]
    .filter(
      ([, typeOnly, from]) =>
        !typeOnly &&
        !/^(\.{1,2}\/|~\/lib\/)messages(\/[\w-]+)?$|^\.\/[\w-]+$|^\.\/messages\/[\w-]+$/.test(from),
    )
    .map(([, , from]) => from);
}

describe("user-facing error texts come from the catalogue", () => {
  it("flags inlined texts (self-check)", () => {
    const sample = [
      'toast({ variant: "error", title: "Oops", description: "Upload failed" });',
      'return data({ error: "Something broke" }, { status: 400 });',
      "<p className='x'>Could not load your tickets</p>",
      '<Field error="Required field" />',
      "// error: 'a comment is fine'",
      "toast({ title: t.title, description: t.message });",
      "<p>{toasts.contact.sendFailed.message}</p>",
    ].join("\n");
    const hits = findInlinedErrors("sample.tsx", sample).map((h) => h.text);
    expect(hits).toEqual(
      expect.arrayContaining([
        "Oops",
        "Something broke",
        "Could not load your tickets",
        "Required field",
      ]),
    );
    expect(hits).not.toContain("a comment is fine");
    expect(hits).toHaveLength(4);
  });

  it("the catalogue's modules import no code but each other (self-check and scan)", () => {
    expect(
      unsafeCatalogueImports(
        'import { z } from "zod";\nimport type { Message } from "../messages";',
      ),
    ).toEqual(["zod"]);
    expect(unsafeCatalogueImports('import { toastTitles } from "./toast-settings";')).toEqual([]);
    const root = path.resolve(__dirname, "../..");
    const files = catalogueFiles(root);
    expect(files.some((f) => f.includes("/features/"))).toBe(true);
    const bad = files.flatMap((f) =>
      unsafeCatalogueImports(fs.readFileSync(f, "utf8")).map(
        (i) => `${path.relative(root, f)}: ${i}`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it("finds none in components, routes, features and actions", () => {
    const root = path.resolve(__dirname, "../..");
    const hits = ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
      findInlinedErrors(path.relative(root, file), fs.readFileSync(file, "utf8")),
    );
    expect(hits.map((h) => `${h.file}:${h.line} ${JSON.stringify(h.text)}`)).toEqual([]);
  });
});
