// Build-time rewrite used by vite.config.ts: `import { Menu, X as Close } from "lucide-react"`
// becomes one import per icon module (`import Menu from "lucide-react/icons/menu"`).
//
// Why: the client build groups every module app/root.tsx reaches statically into the
// `shell` chunk (vite.config.ts). Through lucide's barrel, which imports all ~1,600 icons,
// that reach took in every icon any page used (57 icons, 9.3 kB gzip on every page's
// first load, measured 2026-11-24). Imported one by one, an icon goes only where it is
// drawn: the chrome's few in the shell, a page's own in that page's chunks.
import fs from "node:fs";

/** `export { default as A, default as AIcon } from './icons/a.mjs';` → A → "a". */
export function readLucideIconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of barrelSource.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g,
  )) {
    for (const spec of m[1].split(",")) {
      const name = /^\s*default\s+as\s+([A-Za-z0-9_$]+)\s*$/.exec(spec)?.[1];
      if (name) files.set(name, m[2]);
    }
  }
  return files;
}

export function lucideIconFilesFrom(barrelPath: string) {
  return readLucideIconFiles(fs.readFileSync(barrelPath, "utf8"));
}

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
/** `Name` or `Name as Alias`; a `type X` specifier does not match (types are no values). */
const VALUE_SPEC = /^([A-Za-z0-9_$]+)(?:\s+as\s+([A-Za-z0-9_$]+))?$/;

/** The value names one module imports from lucide's barrel (`X as Y` gives X). */
export function importedLucideNames(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(LUCIDE_IMPORT))
    for (const raw of m[1].split(",")) {
      const spec = VALUE_SPEC.exec(raw.trim());
      if (spec) names.push(spec[1]);
    }
  return names;
}

/**
 * Rewrites the value imports of `lucide-react`'s barrel in one module's code. Names that
 * are not icons (types, `createLucideIcon`, …) stay imported from the barrel, so nothing
 * changes meaning; returns null when the code imports no icon from it.
 */
export function rewriteLucideImports(code: string, iconFiles: Map<string, string>): string | null {
  let changed = false;
  const out = code.replace(LUCIDE_IMPORT, (whole, list: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const raw of list.split(",")) {
      const spec = raw.trim();
      if (!spec) continue;
      const m = VALUE_SPEC.exec(spec);
      const file = m ? iconFiles.get(m[1]) : undefined;
      if (m && file) direct.push(`import ${m[2] ?? m[1]} from "lucide-react/icons/${file}";`);
      else rest.push(spec);
    }
    if (direct.length === 0) return whole;
    changed = true;
    return (rest.length ? [`import { ${rest.join(", ")} } from "lucide-react";`] : [])
      .concat(direct)
      .join("\n");
  });
  return changed ? out : null;
}
