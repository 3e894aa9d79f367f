// Serves the production build on a fresh DATA_DIR for the browser tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { copyDemoMedia } from "./demo-media.mjs";

const dir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "naija-e2e-"));
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
// Servers start one after the other (playwright.config.ts): the second takes the first's
// demo media instead of making them again.
if (process.env.E2E_DEMO_MEDIA_FROM) copyDemoMedia(process.env.E2E_DEMO_MEDIA_FROM, dir);
process.env.DATA_DIR = dir;
process.env.PORT = process.env.E2E_PORT ?? "3300";
process.env.NODE_ENV = "production";
process.env.MAILBOX_TOKEN = "e2e-mailbox-token";
// The tests sign in with it (playwright.config.ts); a generated one would be unknown to them.
if (!process.env.DEMO_PASSWORD) throw new Error("DEMO_PASSWORD must be set for the e2e server");
process.env.LOG_LEVEL = "warn";
delete process.env.DATABASE_URL;
process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
const server = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
await server.main();
