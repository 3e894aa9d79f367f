import pino from "pino";
import { getEnv } from "~/lib/env.server";

const registry = globalThis as typeof globalThis & { __naijaLogger?: pino.Logger };

/** One structured (JSON) logger per process, shared by the server and the app bundle. */
export function getLogger(): pino.Logger {
  registry.__naijaLogger ??= pino({
    level: getEnv().LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password"],
  });
  return registry.__naijaLogger;
}
