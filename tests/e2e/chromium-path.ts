import fs from "node:fs";

/** Debian's Chromium (we never download a browser; CI installs the `chromium` package). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"];
  const found = candidates.find((p): p is string => Boolean(p) && fs.existsSync(p as string));
  if (!found) {
    throw new Error(
      "Chromium is missing: the browser tests need Debian's 'chromium' package (apt-get install chromium), or CHROMIUM_PATH.",
    );
  }
  return found;
}
