// Bundles the Hono entry (server/) after `react-router build`, pre-compresses the
// client assets (brotli + gzip) and stamps the build with its inputs' fingerprint.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import { buildFingerprint, STAMP_FILE } from "./build-stamp.mjs";

const root = process.cwd();

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": path.join(root, "app") },
  sourcemap: true,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

// The embedded database's thread (ADR 045) is started from a file beside the code that
// starts it: the Hono bundle here, and React Router's chunk in build/server/assets.
for (const dir of ["build/server", "build/server/assets"])
  fs.copyFileSync(
    path.join(root, "app/lib/db/pglite-thread.mjs"),
    path.join(root, dir, "pglite-thread.mjs"),
  );

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|map)$/;
function compressDir(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) compressDir(p);
    else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith(".map")) {
      const body = fs.readFileSync(p);
      if (body.length < 512) continue;
      fs.writeFileSync(
        `${p}.br`,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${p}.gz`, zlib.gzipSync(body, { level: 9 }));
    }
  }
}
compressDir(path.join(root, "build/client"));

fs.writeFileSync(path.join(root, STAMP_FILE), buildFingerprint(root));
console.log("server bundle and compressed assets ready");
