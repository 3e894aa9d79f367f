// Serves the framework floor's production build (bench/floor/build) the way the
// product's Hono server serves its own: @hono/node-server, static files, then
// React Router's request handler. Used by scripts/bench.ts. PORT defaults to 3901.
// FLOOR_CHROME_FILE (JSON from scripts/bench-floor-chrome.ts) gives the page the
// product's header, footer and inline style (ADR 078); without it the page has none.
// Responses are compressed by the product's own middleware (server/compression.ts), so a
// client that asks for brotli gets it from both servers alike: run with `--import tsx`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";

const here = path.dirname(fileURLToPath(import.meta.url));
const { serve } = await import("@hono/node-server");
const { serveStatic } = await import("@hono/node-server/serve-static");
const { Hono } = await import("hono");
const { createRequestHandler } = await import("react-router");
const { compression } = await import("../../server/compression.ts");
if (process.env.FLOOR_CHROME_FILE)
  globalThis.__floorChrome = JSON.parse(fs.readFileSync(process.env.FLOOR_CHROME_FILE, "utf8"));
const build = await import(pathToFileURL(path.join(here, "build/server/index.js")).href);

const handle = createRequestHandler(build, "production");
const clientRoot = path.relative(process.cwd(), path.join(here, "build/client")) || ".";
const app = new Hono();

app.get("/healthz", (c) => c.json({ status: "ok" }));
app.use(
  "/assets/*",
  serveStatic({
    root: clientRoot,
    precompressed: true,
    onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
  }),
);
app.use("*", serveStatic({ root: clientRoot, precompressed: true }));
app.use("*", compression());
app.all("*", (c) => handle(c.req.raw, {}));

const port = Number(process.env.PORT ?? 3901);
const server = serve(
  { fetch: app.fetch, port, hostname: process.env.HOST ?? "127.0.0.1" },
  (info) => {
    console.log(
      `floor listening on http://127.0.0.1:${info.port} (FLOOR_CARDS=${process.env.FLOOR_CARDS ?? 24})`,
    );
  },
);

const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
