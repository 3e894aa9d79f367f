// The first-load JavaScript budget as a check (a step of `npm test`, after the build):
// every public page must load at most MAX_FIRST_LOAD_KB of gzip JavaScript. Bytes read
// from build/, no server and no timing, so the verdict is the same on every machine.
// Exits 1 naming each page over budget, its size and its largest chunks.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  MAX_FIRST_LOAD_KB,
  firstLoadJs,
  pageLabel,
  publicPages,
  readAssets,
} from "./first-load-js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "build/server/index.js");
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

if (!fs.existsSync(serverBuild)) {
  console.error(
    `JS budget: ${path.relative(root, serverBuild)} is missing; run npm run build first.`,
  );
  process.exit(1);
}

const { assets, discovery, routes } = readAssets(serverBuild, root);
const clientDir = path.join(root, "build/client");
const failures: string[] = [];
const pages = publicPages(assets, routes);
for (const id of pages) {
  const size = firstLoadJs(pageLabel(id), id, assets, discovery, clientDir);
  if (size.missing.length) {
    failures.push(`${size.page}: route ${size.missing.join(", ")} is not in the build`);
    continue;
  }
  const over = size.gzip / 1000 > MAX_FIRST_LOAD_KB;
  console.log(`${over ? "✗" : "✓"} ${size.page}: ${kb(size.gzip)} kB gzip (${size.files} files)`);
  if (over) {
    const largest = size.chunks
      .slice(0, 5)
      .map((c) => `${c.href} ${kb(c.gzip)} kB`)
      .join(", ");
    failures.push(
      `${size.page} loads ${kb(size.gzip)} kB gzip of JavaScript on first load, over the ` +
        `${MAX_FIRST_LOAD_KB} kB budget by ${kb(size.gzip - MAX_FIRST_LOAD_KB * 1000)} kB ` +
        `(largest: ${largest})`,
    );
  }
}

if (failures.length) {
  console.error(
    `\nFirst-load JavaScript over budget (docs/design.md, "Performance budgets"):\n` +
      failures.map((f) => `  - ${f}`).join("\n") +
      `\nTo see what pulls a chunk in: grep -l "<chunk file name>" build/client/assets/*.js`,
  );
  process.exit(1);
}
console.log(`All ${pages.length} public pages within ${MAX_FIRST_LOAD_KB} kB gzip.`);
