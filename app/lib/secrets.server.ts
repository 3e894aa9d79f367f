import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/lib/env.server";

type Secrets = { sessionSecret: string; mailboxToken: string; paymentsTestSecret: string };

const registry = globalThis as typeof globalThis & { __naijaSecrets?: Secrets };

/**
 * Secrets a fresh install needs without set-up: taken from the environment when set
 * (SESSION_SECRET, MAILBOX_TOKEN), otherwise generated once and kept in
 * DATA_DIR/secrets.json so sessions and the mailbox link survive restarts.
 * Several app processes must share SESSION_SECRET through the environment.
 */
export function getSecrets(): Secrets {
  if (registry.__naijaSecrets) return registry.__naijaSecrets;
  const env = getEnv();
  const file = path.join(env.dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Secrets>;
  } catch {
    /* first start */
  }
  const make = () => crypto.randomBytes(24).toString("base64url");
  const secrets: Secrets = {
    sessionSecret: process.env.SESSION_SECRET || stored.sessionSecret || make(),
    mailboxToken: env.MAILBOX_TOKEN || stored.mailboxToken || make(),
    paymentsTestSecret: stored.paymentsTestSecret || make(),
  };
  const toStore = {
    sessionSecret:
      stored.sessionSecret ?? (process.env.SESSION_SECRET ? undefined : secrets.sessionSecret),
    mailboxToken: stored.mailboxToken ?? (env.MAILBOX_TOKEN ? undefined : secrets.mailboxToken),
    paymentsTestSecret: secrets.paymentsTestSecret,
  };
  if (JSON.stringify(toStore) !== JSON.stringify(stored)) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  registry.__naijaSecrets = secrets;
  return secrets;
}
