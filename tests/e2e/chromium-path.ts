import fs from "node:fs";

/**
 * Debian's Chromium (we never download a browser; CI installs the packages). Its old
 * headless shell first, as Playwright itself prefers for headless runs: on this machine it
 * starts in a third of the time and loads a page in about half (ADR 075 addendum).
 */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/lib/chromium/chromium",
    "/usr/bin/chromium",
  ];
  const found = candidates.find((p): p is string => Boolean(p) && fs.existsSync(p as string));
  if (!found) {
    throw new Error(
      "Chromium is missing: the browser tests need Debian's 'chromium-headless-shell' (or 'chromium') package (apt-get install chromium-headless-shell), or CHROMIUM_PATH.",
    );
  }
  return found;
}
