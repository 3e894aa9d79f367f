import pino from "pino";
import { getEnv } from "~/lib/env.server";

/**
 * Fields never written to the log, at the top level and up to three levels down
 * (better-auth logs its arguments as `{ args: [...] }`):
 * credentials, tokens and the headers that carry them.
 */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "resetToken",
  "confirmToken",
  "unsubscribeToken",
  "authorization",
  "cookie",
];
export const LOG_REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
];

export function loggerOptions(level: pino.LevelWithSilent): pino.LoggerOptions {
  return { level, base: undefined, redact: LOG_REDACT_PATHS };
}

let logger: pino.Logger | undefined;

/** One structured (JSON) logger per process. */
export function getLogger(): pino.Logger {
  logger ??= pino(loggerOptions(getEnv().LOG_LEVEL));
  return logger;
}

/**
 * A request path as it may be logged: never the query (it carries tokens, e-mail
 * addresses and search words), and the segment after a token-bearing path redacted
 * (better-auth's /api/auth/reset-password/<token>, and any /reset/, /verify/, /confirm/
 * or /unsubscribe/ path with a token in it).
 */
export function loggablePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return pathname.replace(TOKEN_SEGMENT, "$1[redacted]");
}

const TOKEN_SEGMENT =
  /(\/(?:reset-password|reset|verify-email|verify|confirm|unsubscribe|token|magic-link)\/)[^/]+/gi;
