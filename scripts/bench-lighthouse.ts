// `npm run bench:lighthouse`: Lighthouse 12's default mobile profile (simulated slow 4G,
// 4× CPU slowdown, a Moto G Power sized screen) in Debian's headless Chromium against the
// pages issue 13 names, printed as a table against the targets in docs/design.md.
//
// `runLighthouse` is also meant for scripts/bench.ts, which calls it while its product
// server is up. Run it under the shared lock: Lighthouse's CPU benchmark and the lantern
// simulation both read a busy machine as a slow one.
//
//   flock /tmp/naija-heavy.lock npm run bench:lighthouse            # built product, fresh DATA_DIR
//   flock /tmp/naija-heavy.lock npm run bench:lighthouse -- http://127.0.0.1:3103
//
// Throttling: "simulate" (Lighthouse's default: the page loads unthrottled and the lantern
// model estimates the slow phone) or "devtools" (ADR 078: Chromium itself slows the
// network to slow 4G, 562.5 ms round trips and 1.6 Mbit/s, and the CPU 4×, and LCP is
// what the trace saw); LIGHTHOUSE_THROTTLING picks one for the CLI (default simulate).
//
// Settings (environment): LIGHTHOUSE_PORT (3910, the product started here),
// LIGHTHOUSE_RUNS (1; with more, each page's median run by performance score),
// CHROMIUM_PATH (/usr/bin/chromium). Exits 0 when a target is missed (FAIL lines say so)
// and non-zero only when it cannot measure.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** Targets of issue 13 ("On a slow phone"). */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  lcpSeconds: 2.0,
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

export type Throttling = "simulate" | "devtools";

export interface LighthousePage {
  name: string;
  /** Path and query on the base URL, e.g. "/search?q=lagos". */
  path: string;
}

export interface LighthouseResult {
  name: string;
  url: string;
  performance: number;
  lcpSeconds: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The page asks not to be indexed (robots meta or header): the SEO target does not apply. */
  noindex: boolean;
  /** Audits that did not pass (score below 0.9, as Lighthouse's report groups them). */
  failing: { id: string; score: number; displayValue?: string }[];
  /** Console errors Lighthouse saw (the CSP report shows up here). */
  consoleErrors: string[];
}

interface LhAudit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: { description?: string; source?: string; url?: string }[] };
}
interface LhResult {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LhAudit>;
}

const score = (lhr: LhResult, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

function summarise(name: string, lhr: LhResult): LighthouseResult {
  const audits = lhr.audits;
  const failing = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        !["informative", "manual", "notApplicable", "error"].includes(a.scoreDisplayMode),
    )
    .map((a) => ({ id: a.id, score: a.score ?? 0, displayValue: a.displayValue }))
    .sort((a, b) => a.score - b.score);
  const crawlable = audits["is-crawlable"];
  return {
    name,
    url: lhr.finalDisplayedUrl,
    performance: score(lhr, "performance"),
    lcpSeconds: (audits["largest-contentful-paint"]?.numericValue ?? NaN) / 1000,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    noindex: crawlable?.score === 0,
    failing,
    consoleErrors: (audits["errors-in-console"]?.details?.items ?? []).map(
      (i) => `${i.source ?? ""}: ${i.description ?? ""}${i.url ? ` (${i.url})` : ""}`,
    ),
  };
}

/**
 * One Lighthouse run. A trace without the page's navigation start (NO_NAVSTART) happens
 * now and then with this Chromium, mostly on the first run after a start; such a run is
 * retried, twice at most, since it measured nothing.
 */
async function audit(
  url: string,
  port: number,
  throttling: Throttling,
  attempt = 1,
): Promise<LhResult> {
  const outcome = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    throttlingMethod: throttling,
  });
  if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
  const runtimeError = (outcome.lhr as { runtimeError?: { code: string; message: string } })
    .runtimeError;
  if (!runtimeError) return outcome.lhr as unknown as LhResult;
  if (attempt < 3) return audit(url, port, throttling, attempt + 1);
  throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
}

/**
 * Runs Lighthouse's default (mobile) configuration on each page in one headless Chromium,
 * one page after another, and returns the figures the targets name.
 */
export async function runLighthouse({
  baseUrl,
  pages,
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  runs = 1,
  throttling = "simulate",
}: {
  baseUrl: string;
  pages: LighthousePage[];
  chromePath?: string;
  /** Runs per page; the median by performance score is kept. */
  runs?: number;
  throttling?: Throttling;
}): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
    logLevel: "silent",
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const url = new URL(page.path, baseUrl).href;
      const perRun: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) {
        perRun.push(summarise(page.name, await audit(url, chrome.port, throttling)));
      }
      perRun.sort((a, b) => a.performance - b.performance);
      results.push(perRun[Math.floor(perRun.length / 2)]);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** The pages of issue 13, with an event and a product read from the listings. */
export async function lighthousePages(baseUrl: string): Promise<LighthousePage[]> {
  const firstSlug = async (list: string) => {
    const html = await (await fetch(new URL(list, baseUrl))).text();
    const slug = html.match(new RegExp(`href="${list}/([^"?#/]+)"`))?.[1];
    if (!slug) throw new Error(`no item link on ${list}: is the demo data seeded?`);
    return `${list}/${slug}`;
  };
  return [
    { name: "/", path: "/" },
    { name: "/events", path: "/events" },
    { name: "an event page", path: await firstSlug("/events") },
    { name: "a product page", path: await firstSlug("/marketplace") },
    { name: "/bookings", path: "/bookings" },
    { name: "/search?q=lagos", path: "/search?q=lagos" },
  ];
}

/** Every target missed, one line each (empty when all are met). */
export function lighthouseFailures(results: LighthouseResult[], label = ""): string[] {
  const t = LIGHTHOUSE_TARGETS;
  const fails: string[] = [];
  for (const r of results) {
    const miss = (what: string) => fails.push(`FAIL lighthouse ${label}${r.name}: ${what}`);
    if (r.performance < t.performance) miss(`performance ${r.performance} < ${t.performance}`);
    if (!(r.lcpSeconds <= t.lcpSeconds))
      miss(`LCP ${r.lcpSeconds.toFixed(1)} s > ${t.lcpSeconds} s`);
    if (!(r.cls <= t.cls)) miss(`CLS ${r.cls.toFixed(3)} > ${t.cls}`);
    if (r.accessibility < t.accessibility)
      miss(`accessibility ${r.accessibility} < ${t.accessibility}`);
    if (r.bestPractices < t.bestPractices)
      miss(`best practices ${r.bestPractices} < ${t.bestPractices}`);
    if (!r.noindex && r.seo < t.seo) miss(`SEO ${r.seo} < ${t.seo}`);
  }
  return fails;
}

/** A Markdown table of the results against the targets. */
export function lighthouseTable(results: LighthouseResult[]): string {
  const t = LIGHTHOUSE_TARGETS;
  const lines = [
    "| Page | Performance | LCP (s) | CLS | Accessibility | Best practices | SEO | Failing audits |",
    "|---|--:|--:|--:|--:|--:|--:|---|",
    `| target | ≥ ${t.performance} | ≤ ${t.lcpSeconds.toFixed(1)} | ${t.cls} | ${t.accessibility} | ${t.bestPractices} | ${t.seo} (unless noindex) | |`,
  ];
  for (const r of results)
    lines.push(
      `| ${r.name} | ${r.performance} | ${r.lcpSeconds.toFixed(2)} | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${r.noindex ? `${r.seo} (noindex)` : r.seo} | ${r.failing.map((f) => f.id).join(", ") || "none"} |`,
    );
  return lines.join("\n");
}

// ---------------------------------------------------------------------------
// CLI

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const log = (line: string) => console.log(`[lighthouse] ${line}`);

async function startProduct(port: number): Promise<{ child: ChildProcess; dataDir: string }> {
  const serverFile = path.join(root, "build/server/index.js");
  if (!fs.existsSync(serverFile))
    throw new Error("build/server/index.js is missing: npm run build");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-lighthouse-"));
  const child = spawn(process.execPath, [serverFile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "auto",
      DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? "naija-bench-password",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  log(`started the product (pid ${child.pid}) on port ${port}, DATA_DIR ${dataDir}`);
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error("the product was not ready within 180 s");
}

async function main() {
  const given = process.argv[2];
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3910);
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
  const throttling: Throttling =
    process.env.LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";
  const product = given ? null : await startProduct(port);
  const baseUrl = given ?? `http://127.0.0.1:${port}`;
  try {
    const pages = await lighthousePages(baseUrl);
    log(`${pages.length} pages on ${baseUrl}, ${runs} run(s) each, mobile profile, ${throttling}`);
    const results = await runLighthouse({ baseUrl, pages, runs, throttling });
    console.log(`\n${lighthouseTable(results)}\n`);
    for (const r of results)
      if (r.consoleErrors.length)
        console.log(`console errors on ${r.name}:\n  ${r.consoleErrors.join("\n  ")}`);
    const fails = lighthouseFailures(results);
    console.log(fails.length ? fails.join("\n") : "Every Lighthouse target met.");
  } finally {
    if (product) {
      const exited = new Promise((resolve) => product.child.once("exit", resolve));
      product.child.kill("SIGTERM");
      await exited;
      fs.rmSync(product.dataDir, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
