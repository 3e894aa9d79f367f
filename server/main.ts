import path from "node:path";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { closeDatabase, getDatabase } from "~/lib/db/client.server";
import { DataDirLockedError } from "~/lib/db/lock.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { getEnv, googleAuthorizationOrigin, newsletterFormOrigin } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { ensureMailboxToken } from "~/lib/mail/mailbox-token.server";
import "~/fulfilments.server";
import { JOBS } from "~/jobs.server";
import { startJobs, stopJobs } from "~/lib/jobs/queue.server";
import {
  paymentFormActionOrigins,
  paystackConfigured,
  paypalConfigured,
  testModeAllowed,
} from "~/features/payments/providers/config.server";
import { knownDemoPassword, secretsPath, type DemoPassword } from "~/lib/secrets.server";
import { DEMO_ACCOUNTS } from "../scripts/seed/areas/people";
import { demoAccountsExist, seedDemoIfEmpty } from "../scripts/seed/seed-demo";
import { createServerApp } from "./app";

const SHUTDOWN_GRACE_MS = 9_000;

/** Boots the whole product: database, migrations, demo data, then the HTTP server. */
export async function main(build: ServerBuild) {
  const env = getEnv();
  const log = getLogger();
  const root = process.env.APP_ROOT ?? process.cwd();

  let database;
  try {
    database = await getDatabase();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  await migrateDatabase(database);
  // Jobs run in this process: e-mail delivery, system refunds, reconciliation.
  await startJobs({ jobs: JOBS, work: true });
  const seeded = env.SEED_DEMO === "auto" ? await seedDemoIfEmpty(database.db) : false;
  // Demo accounts are listed only when they exist, and a password only when we know it.
  const demo =
    env.SEED_DEMO === "auto" && (seeded || (await demoAccountsExist(database.db)))
      ? (knownDemoPassword() ?? "unknown")
      : null;
  if (database.kind === "postgres" && !process.env.SESSION_SECRET)
    log.warn(
      "SESSION_SECRET is not set: sessions are signed with this process's own secret " +
        "(DATA_DIR/secrets.json), so another app process on this database will not accept them",
    );

  const inflight = { count: 0 };
  const app = createServerApp({
    build,
    clientDir: path.join(root, "build/client"),
    trustProxyHeader: env.TRUST_PROXY_HEADER,
    publicUrl: env.PUBLIC_URL,
    canonicalOrigin: env.CANONICAL_ORIGIN,
    allowedHosts: env.ALLOWED_HOSTS,
    mediaOrigins: env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [],
    formActionOrigins: [
      googleAuthorizationOrigin(env),
      newsletterFormOrigin(env),
      ...paymentFormActionOrigins(env),
    ].filter((o): o is string => !!o),
    inflight,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
    const mailbox = env.SMTP_URL
      ? "sent over SMTP (SMTP_URL)"
      : `${url}/dev/mailbox?token=${ensureMailboxToken()}`;
    console.log(
      [
        "",
        `Naija Creators is up at ${url}`,
        `  database: ${database.kind === "pglite" ? `embedded PGlite in ${env.dataDir}` : "PostgreSQL (DATABASE_URL)"}${seeded ? " (demo data created)" : ""}`,
        `  e-mail inbox: ${mailbox}`,
        `  payments: ${paymentsLine(env)}`,
        ...(demo ? demoLines(demo) : []),
        "",
      ].join("\n"),
    );
  });

  // Longer than load balancers' idle timeout (60 s) so they never reuse a socket we
  // are closing; the same race shows up as ECONNRESET in keep-alive clients.
  const http = server as import("node:http").Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, inflight: inflight.count }, "shutting down");
    const force = setTimeout(() => {
      log.warn({ inflight: inflight.count }, "forcing remaining connections closed");
      (server as import("node:http").Server).closeAllConnections?.();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Running jobs get the same grace as requests, then the queue stops polling.
    const jobsStopped = stopJobs(SHUTDOWN_GRACE_MS - 1_000).catch((error: unknown) =>
      log.error({ err: error }, "stopping the job queue failed"),
    );
    // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
    server.close(async () => {
      clearTimeout(force);
      try {
        await jobsStopped;
        await closeDatabase();
      } catch (error) {
        log.error({ err: error }, "closing the database failed");
      }
      log.info("stopped");
      process.exit(0);
    });
    (server as import("node:http").Server).closeIdleConnections?.();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}

/**
 * The demo accounts and where their password is. A generated password is printed only
 * by the start that generated it (the console, never the request log); later starts
 * point to the file it is kept in.
 */
function demoLines(demo: DemoPassword | "unknown") {
  const where =
    demo === "unknown"
      ? "the DEMO_PASSWORD they were created with"
      : {
          env: "the one in DEMO_PASSWORD",
          generated: `${demo.password}  (generated for this install, kept in ${secretsPath()})`,
          stored: `generated at first start, kept in ${secretsPath()} ("demoPassword")`,
        }[demo.source];
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  return [
    `  demo accounts (password: ${where}):`,
    `    ${emails.slice(0, 4).join(", ")},`,
    `    ${emails.slice(4).join(", ")}`,
  ];
}

function paymentsLine(env: ReturnType<typeof getEnv>) {
  const real = [paystackConfigured(env) && "Paystack", paypalConfigured(env) && "PayPal"].filter(
    Boolean,
  );
  const test = testModeAllowed(env)
    ? "built-in TEST provider (no money moves; set PAYSTACK_SECRET_KEY for real payments)"
    : null;
  return [real.length ? real.join(" + ") : null, test].filter(Boolean).join(", ") || "none";
}
