// The npm registry reachable here answers 404 for platform packages of other systems
// (e.g. @rollup/rollup-darwin-arm64), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. Recording each
// missing optional package by version (optional: true) satisfies `npm ci`; on this
// platform npm skips them, elsewhere npm fetches them by version. Runs after every
// `npm install` (postinstall) and is a no-op when nothing is missing.
import fs from "node:fs";
import path from "node:path";

const file = path.resolve(process.argv[2] ?? "package-lock.json");
if (!fs.existsSync(file)) process.exit(0);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages ?? {};
let added = 0;
for (const [where, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    let dir = where;
    let found = false;
    // npm resolves a dependency in the nearest node_modules going up the tree.
    for (;;) {
      if (packages[`${dir ? `${dir}/` : ""}node_modules/${name}`]) {
        found = true;
        break;
      }
      if (!dir) break;
      const cut = dir.lastIndexOf("/node_modules/");
      dir = cut === -1 ? "" : dir.slice(0, cut);
    }
    if (found) continue;
    packages[`node_modules/${name}`] = {
      version: String(range).replace(/^[\^~=v]+/, ""),
      optional: true,
    };
    added++;
  }
}
if (added) {
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `package-lock.json: recorded ${added} optional platform packages the registry does not serve here`,
  );
}
