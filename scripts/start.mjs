// `npm start`: build when the build is missing or stale, then serve the production build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildFingerprint, STAMP_FILE } from "./build-stamp.mjs";

const root = process.cwd();
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Naija Creators needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

const stampPath = path.join(root, STAMP_FILE);
const current = buildFingerprint(root);
const built = fs.existsSync(stampPath) ? fs.readFileSync(stampPath, "utf8").trim() : null;
if (built !== current || !fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.log(
    built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…",
  );
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
// When npm itself is stopped (process managers signal it, not us), npm does not
// always pass the signal on: notice that our parent went away and stop cleanly.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1000).unref();
// The one server bundle (ADR 080); importing it starts nothing, main() boots the product.
const server = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
await server.main();
