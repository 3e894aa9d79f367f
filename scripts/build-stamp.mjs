import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Inputs of the production build; a change to any of them makes the build stale. */
const INPUTS = [
  "app",
  "server",
  "scripts/seed",
  "public",
  "package-lock.json",
  "vite.config.ts",
  // Build plugins vite.config.ts imports.
  "scripts/icon-sprite.ts",
  "scripts/lucide-direct-imports.ts",
  "scripts/copy-module-split.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/finish-build.mjs",
  // Dependency patches (patch-package, applied at install) change what the build bundles.
  "patches",
];

function walk(p, out) {
  let st;
  try {
    st = fs.statSync(p);
  } catch {
    return;
  }
  if (st.isDirectory()) {
    for (const name of fs.readdirSync(p).sort()) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      walk(path.join(p, name), out);
    }
  } else if (!/\.test\.tsx?$/.test(p)) {
    out.push(`${p}:${st.size}:${Math.floor(st.mtimeMs)}`);
  }
}

/** A fingerprint of the build inputs (paths, sizes and modification times). */
export function buildFingerprint(root = process.cwd()) {
  const entries = [];
  for (const input of INPUTS) walk(path.join(root, input), entries);
  return crypto.createHash("sha256").update(entries.join("\n")).digest("hex");
}

export const STAMP_FILE = "build/.stamp";
