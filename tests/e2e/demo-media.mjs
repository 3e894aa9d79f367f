// The demo data's pictures and files, made once per browser-test run and copied into each
// further server's fresh DATA_DIR. The seed makes them with sharp and ffmpeg: 30 of its 41 s
// on a fresh install, against 11 s when they are already stored (the seed reuses media
// stored under the same keys, as `npm run db:reset` does). The database is still migrated
// and seeded from nothing; only the files' bytes, which are the same every time, are reused.
import fs from "node:fs";
import path from "node:path";

/**
 * Copies every `demo` folder under `from`'s uploads (uploads/demo, uploads/private/…/demo)
 * to the same place under `to`. Nothing is copied when `from` has no uploads yet.
 */
export function copyDemoMedia(fromDataDir, toDataDir) {
  const uploads = path.join(fromDataDir, "uploads");
  if (!fs.existsSync(uploads)) return;
  for (const entry of fs.readdirSync(uploads, { recursive: true, withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name !== "demo") continue;
    const source = path.join(entry.parentPath, entry.name);
    // Not inside another demo folder already copied whole.
    if (path.relative(uploads, source).split(path.sep).slice(0, -1).includes("demo")) continue;
    fs.cpSync(source, path.join(toDataDir, "uploads", path.relative(uploads, source)), {
      recursive: true,
    });
  }
}
