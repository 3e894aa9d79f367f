import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import { expect, expectAccessible, test } from "./fixtures";
import {
  freePort,
  startServer,
  stopServer,
  waitUntilReady,
  type ServerInstance,
} from "./server-instance";

// Google sign-in against a local OIDC stand-in (docs/design.md pitfalls): a server of its
// own with GOOGLE_* set, since the shared e2e server runs without Google.

const GOOGLE_USER = { sub: "google-0001", email: "kemi.google@example.com", name: "Kemi Balogun" };

let oidc: OAuth2Server;
let server: ServerInstance;
let origin: string;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  // The id_token carries what Google's does: subject, verified e-mail and name.
  oidc.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { ...GOOGLE_USER, email_verified: true });
  });
  await oidc.start(undefined, "localhost");
  const port = await freePort();
  origin = `http://localhost:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-google-"));
  server = startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO: "off",
    GOOGLE_CLIENT_ID: "naija-test-client",
    GOOGLE_CLIENT_SECRET: "naija-test-secret",
    GOOGLE_OIDC_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
  });
  await waitUntilReady(origin, server);
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  if (oidc) await oidc.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const accountMenu = (page: import("@playwright/test").Page) =>
  page.locator("header summary").filter({ hasText: `Account menu for ${GOOGLE_USER.name}` });

test("first Google sign-in creates the account and lands on / signed in", async ({ page }) => {
  await page.goto(`${origin}/auth/sign-in`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  // A new account meets the onboarding checklist first.
  await page.getByRole("button", { name: "Skip for now" }).click();
  await accountMenu(page).click();
  await expect(page.getByText(GOOGLE_USER.email)).toBeVisible();
});

test("a second Google sign-in, from the Sign Up tab, reuses the account", async ({ page }) => {
  await page.goto(`${origin}/auth/sign-up?redirectTo=%2Fdashboard`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  // The stored return path is kept through the round trip.
  await expect(page).toHaveURL(`${origin}/dashboard/profile`);
  // users.email is unique: a second account for the same address could not be made,
  // so landing signed in means better-auth found the linked account and reused it.
  await expect(accountMenu(page)).toBeVisible();
});

test("without JavaScript the button still works", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/auth/sign-in`);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(accountMenu(page)).toBeVisible();
  await context.close();
});
