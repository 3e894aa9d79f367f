import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/lib/env.server";

type Secrets = { sessionSecret: string; mailboxToken: string; paymentsTestSecret: string };
type Stored = Partial<Secrets> & { demoPassword?: string };

/** What this process read or made: the secrets, and a demo password it generated. */
let remembered: { secrets?: Secrets; demoPassword?: DemoPassword } = {};

/** Forgets what this process read or made, as a fresh start would (tests). */
export function forgetSecrets() {
  remembered = {};
}

const make = () => crypto.randomBytes(24).toString("base64url");

function secretsFile() {
  return path.join(getEnv().dataDir, "secrets.json");
}

function readStored(): Stored {
  try {
    return JSON.parse(fs.readFileSync(secretsFile(), "utf8")) as Stored;
  } catch {
    return {}; // first start
  }
}

/** Merges `changes` into DATA_DIR/secrets.json, keeping what else it holds. */
function store(changes: Stored) {
  const stored = readStored();
  const next = { ...stored, ...changes };
  if (JSON.stringify(next) === JSON.stringify(stored)) return;
  fs.mkdirSync(getEnv().dataDir, { recursive: true });
  fs.writeFileSync(secretsFile(), JSON.stringify(next, null, 2), { mode: 0o600 });
}

/**
 * Secrets a fresh install needs without set-up: taken from the environment when set
 * (SESSION_SECRET, MAILBOX_TOKEN), otherwise generated once and kept in
 * DATA_DIR/secrets.json so sessions and the mailbox link survive restarts.
 * Several app processes must share SESSION_SECRET through the environment.
 */
export function getSecrets(): Secrets {
  if (remembered.secrets) return remembered.secrets;
  const env = getEnv();
  const stored = readStored();
  const secrets: Secrets = {
    sessionSecret: process.env.SESSION_SECRET || stored.sessionSecret || make(),
    mailboxToken: env.MAILBOX_TOKEN || stored.mailboxToken || make(),
    paymentsTestSecret: stored.paymentsTestSecret || make(),
  };
  store({
    sessionSecret:
      stored.sessionSecret ?? (process.env.SESSION_SECRET ? undefined : secrets.sessionSecret),
    mailboxToken: stored.mailboxToken ?? (env.MAILBOX_TOKEN ? undefined : secrets.mailboxToken),
    paymentsTestSecret: secrets.paymentsTestSecret,
  });
  remembered.secrets = secrets;
  return secrets;
}

export type DemoPassword = {
  password: string;
  /** env: DEMO_PASSWORD; stored: generated at an earlier start; generated: just now. */
  source: "env" | "stored" | "generated";
};

/**
 * The demo accounts' password: DEMO_PASSWORD when set, else a random one generated the
 * first time the demo is seeded and kept in DATA_DIR/secrets.json. A fresh install has
 * no password anyone could know from the documentation.
 */
export function demoPassword(): DemoPassword {
  const known = knownDemoPassword();
  if (known) return known;
  const generated: DemoPassword = { password: make(), source: "generated" };
  store({ demoPassword: generated.password });
  remembered.demoPassword = generated;
  return generated;
}

/**
 * The demo password if one is set or kept, without making one: demo accounts created by
 * an earlier install (or another process's DATA_DIR) have a password this one never saw.
 */
export function knownDemoPassword(): DemoPassword | null {
  const configured = getEnv().DEMO_PASSWORD;
  if (configured) return { password: configured, source: "env" };
  // The seed generates it; the start banner asks again and must still hear "generated".
  if (remembered.demoPassword) return remembered.demoPassword;
  const stored = readStored().demoPassword;
  return stored ? { password: stored, source: "stored" } : null;
}

/** Where generated secrets are kept, for the start banner. */
export function secretsPath() {
  return secretsFile();
}
