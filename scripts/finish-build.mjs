// Runs after `react-router build`, which makes the one server bundle (build/server/index.js,
// ADR 080) and the client assets: puts the embedded database's thread file beside the
// server code, pre-compresses the client assets (brotli + gzip) and stamps the build with
// its inputs' fingerprint.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildFingerprint, STAMP_FILE } from "./build-stamp.mjs";

const root = process.cwd();

// The embedded database's thread (ADR 045) is started from a file beside the code that
// starts it (new URL("./pglite-thread.mjs", import.meta.url)): the chunk holding
// app/lib/db/pglite-thread.server.ts, wherever the bundler put it.
const threadStarters = fs
  .readdirSync(path.join(root, "build/server"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".js"))
  .filter((file) =>
    fs.readFileSync(path.join(root, "build/server", file), "utf8").includes("pglite-thread.mjs"),
  );
if (!threadStarters.length) throw new Error("no server chunk starts pglite-thread.mjs");
for (const dir of new Set(threadStarters.map((file) => path.dirname(file))))
  fs.copyFileSync(
    path.join(root, "app/lib/db/pglite-thread.mjs"),
    path.join(root, "build/server", dir, "pglite-thread.mjs"),
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
console.log("compressed assets and build stamp ready");
