import path from "node:path";
import { z } from "zod";

/** A comma-separated list of host names, lower-cased, each passed through `clean`. */
function hostList(clean: (host: string) => string = (h) => h) {
  return z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((h) => clean(h.trim().toLowerCase()))
        .filter(Boolean),
    );
}

/**
 * Every setting the product reads from the environment, parsed once. Each outside
 * part has an embedded default (docs/design.md) so a fresh machine needs no set-up.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  // e.g. https://www.example.ng: other hosts and http are redirected there (spec 000 §2).
  CANONICAL_ORIGIN: z
    .string()
    .url()
    .transform((u) => new URL(u).origin)
    .optional(),
  // Where contact-form messages are e-mailed.
  SUPPORT_EMAIL: z.string().email().default("support@naijacreators.ng"),
  // Unset: a strong one is generated at first start and kept in DATA_DIR (lib/demo-password.server.ts).
  DEMO_PASSWORD: z.string().min(8).optional(),
  MAILBOX_TOKEN: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Naija Creators <no-reply@naijacreators.local>"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["auto", "off"]).default("auto"),
  TRUST_PROXY_HEADER: z.string().optional(),
  // More host names served besides PUBLIC_URL's (or, with it unset, this machine's own),
  // comma separated: requests for any other Host get 400 (docs/decisions: allowed hosts).
  ALLOWED_HOSTS: hostList(),
  // Google sign-in is offered only when both are set (docs/design.md: hidden otherwise).
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // Tests only: an OIDC discovery URL that stands in for Google (oauth2-mock-server).
  GOOGLE_OIDC_DISCOVERY_URL: z.string().url().optional(),
  // Payments (docs/product-decisions.md > Money). With neither Paystack nor PayPal keys set, the
  // built-in test provider takes every payment (docs/decisions/007-payments-test-mode.md).
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_PUBLIC_KEY: z.string().min(1).optional(),
  PAYSTACK_BASE_URL: z
    .string()
    .url()
    .default("https://api.paystack.co")
    .transform((u) => u.replace(/\/+$/, "")),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_BASE_URL: z
    .string()
    .url()
    .default("https://api-m.sandbox.paypal.com")
    .transform((u) => u.replace(/\/+$/, "")),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  // Naira per US dollar for PayPal charges; the rate used is recorded on each payment.
  PAYPAL_NGN_PER_USD: z.coerce.number().positive().default(1600),
  // on: allow the test provider even with real keys or in production; off: never.
  PAYMENTS_TEST_MODE: z.enum(["auto", "on", "off"]).default("auto"),
  // How long we wait for a provider's API before telling the user it failed.
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // An outside mailing-list signup form (e.g. a Mailchimp form action): when set, the
  // newsletter boxes post the address there as EMAIL in a new tab instead of to our list.
  NEWSLETTER_FORM_URL: z
    .string()
    .url()
    .refine((u) => /^https?:$/.test(new URL(u).protocol), { message: "must be http(s)" })
    .optional(),
  // "on" lets event cover links point at loopback and private addresses (a cover served
  // from the same machine or LAN, and the tests' local image server). Off: only public
  // hosts are fetched, so a cover link cannot reach into our own network.
  COVER_LINKS_PRIVATE_HOSTS: z.enum(["on", "off"]).default("off"),
  // Hosts whose links get our utm parameters, comma separated (e.g. "partner.ng,shop.example").
  PARTNER_HOSTS: hostList((h) => h.replace(/^\*?\./, "")),
});

export type Env = z.infer<typeof schema> & { dataDir: string };

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment settings:\n  ${problems.join("\n  ")}`);
  }
  cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  return cached;
}

/** Whether the "Continue with Google" button is shown and the provider registered. */
export function googleSignInEnabled(env: Env = getEnv()): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * The origin Google sign-in sends the browser to from our sign-in form. The page's
 * CSP `form-action` must allow it, or browsers block the redirect after the POST.
 */
export function googleAuthorizationOrigin(env: Env = getEnv()): string | null {
  if (!googleSignInEnabled(env)) return null;
  // The stand-in serves its authorisation endpoint on the discovery URL's origin.
  if (env.GOOGLE_OIDC_DISCOVERY_URL) return new URL(env.GOOGLE_OIDC_DISCOVERY_URL).origin;
  return "https://accounts.google.com";
}

/** The outside newsletter form's origin, which the CSP `form-action` must allow. */
export function newsletterFormOrigin(env: Env = getEnv()): string | null {
  return env.NEWSLETTER_FORM_URL ? new URL(env.NEWSLETTER_FORM_URL).origin : null;
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}
