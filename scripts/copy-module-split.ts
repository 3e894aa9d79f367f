// Build-time rewrite used by vite.config.ts (client build only, ADR 049): a value import
// from a copy module (`app/features/<area>/messages.ts` or `…/<name>-messages.ts`,
// `app/lib/messages/*.ts`) becomes one import per name, each from its own instance of
// the module:
//
//   import { eventPageCopy as t, ticketBuyCopy } from "~/features/events/messages";
//   → import { eventPageCopy as t } from "~/features/events/messages?copy=eventPageCopy";
//     import { ticketBuyCopy } from "~/features/events/messages?copy=ticketBuyCopy";
//
// Why: a bundler puts a module in one chunk, with every export any page uses. A copy
// module shared by several pages therefore shipped all their texts to each of them (the
// events copy, 2.6 kB gzip, on the events list, the event page and the event form; the
// advertising copy, 1.6 kB, on the home page). Each `?copy=` instance is tree-shaken on
// its own, so a page gets the texts it names and what they refer to.
//
// Only modules of plain texts and functions over them qualify: an instance per name means
// a value they share (an object both texts refer to) exists once per instance. Identity
// never matters for texts; isCopyModule keeps the rewrite to those files.

export const COPY_QUERY = "copy";

/** A module of texts whose exports may be instantiated separately. */
export function isCopyModule(file: string): boolean {
  return (
    /\/app\/features\/[a-z-]+\/([a-z-]+-)?messages\.ts$/.test(file) ||
    /\/app\/lib\/messages\/[a-z-]+\.ts$/.test(file)
  );
}

/** `/x/messages.ts?copy=eventPageCopy` → the file and the name, or null. */
export function parseCopyId(id: string): { file: string; name: string } | null {
  const m = /^(.*)\?copy=([A-Za-z0-9_$]+)$/.exec(id);
  return m && isCopyModule(m[1]) ? { file: m[1], name: m[2] } : null;
}

/** `import { … } from "…"` (an `import type { … }` does not match: it is erased). */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;
/** A specifier that may resolve to a copy module (checked again once resolved). */
const COPY_SPECIFIER = /(^|\/|-)messages(\/[a-z-]+)?(\.ts)?$/;
/** `name` or `name as alias`; `type X` does not match (types are no values). */
const VALUE_SPEC = /^([A-Za-z0-9_$]+)(?:\s+as\s+([A-Za-z0-9_$]+))?$/;

/**
 * Rewrites one module's named value imports of copy modules. `resolve` says which
 * specifiers are copy modules (the file they resolve to, or null). Type specifiers stay
 * on an `import type` of the original specifier. Returns null when nothing changed.
 */
export async function splitCopyImports(
  code: string,
  resolve: (specifier: string) => Promise<string | null>,
): Promise<string | null> {
  const matches = [...code.matchAll(NAMED_IMPORT)];
  if (!matches.length) return null;
  let out = "";
  let last = 0;
  let changed = false;
  for (const m of matches) {
    const [whole, list, , specifier] = m;
    const start = m.index!;
    // Resolving only what can name a copy module: resolving a `.server` import from a
    // browser module is itself an error in React Router's build.
    if (!COPY_SPECIFIER.test(specifier)) continue;
    const file = await resolve(specifier);
    if (!file || !isCopyModule(file)) continue;
    const values: string[] = [];
    const types: string[] = [];
    for (const raw of list.split(",")) {
      const spec = raw.trim();
      if (!spec) continue;
      const v = VALUE_SPEC.exec(spec);
      if (v) values.push(`import { ${spec} } from "${specifier}?${COPY_QUERY}=${v[1]}";`);
      else types.push(spec.replace(/^type\s+/, ""));
    }
    if (!values.length) continue;
    changed = true;
    const lines = (types.length ? [`import type { ${types.join(", ")} } from "${specifier}";`] : [])
      .concat(values)
      .join("\n");
    out += code.slice(last, start) + lines;
    last = start + whole.length;
  }
  return changed ? out + code.slice(last) : null;
}
