import fs from "node:fs";
import path from "node:path";
import QRCode from "qrcode";
import sharp from "sharp";
import { firstLoadJs, readAssets } from "../../scripts/first-load-js";
import { DEMO_DOOR_EVENT_ID } from "../../scripts/seed/demo-ids";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium-path";
import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { DEMO_ACCOUNTS } from "./phone-pages";

// The door on a phone: the organizer makes a promo code, then checks a seeded ticket in
// by its typed code, twice. The QR scanner (and jsqr) load only when the camera starts.
const PHONE = { width: 360, height: 780 };
const CHECK_IN = `/events/dashboard/${DEMO_DOOR_EVENT_ID}/check-in`;
const PROMO = `/events/dashboard/${DEMO_DOOR_EVENT_ID}/promo-codes`;
const SCANNER_CHUNK = /\/(check-in-scanner|jsQR)-[^/]+\.js$/;

async function noSideScroll(page: import("@playwright/test").Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "page wider than the phone").toBeLessThanOrEqual(PHONE.width);
}

test.describe("check-in at the door", () => {
  test.use({ viewport: PHONE });

  test("promo code created, a ticket checked in by typed code, the second try refused", async ({
    page,
  }) => {
    await signInAs(page, DEMO_ACCOUNTS.organizer, PROMO);
    await expect(page.getByRole("heading", { level: 1, name: "Promo codes" })).toBeVisible();
    await expectAccessible(page);
    await noSideScroll(page);

    const form = page.locator("#promo-form");
    await form.getByLabel("Code").fill("door26");
    await form.getByLabel("Percentage off").check();
    await form.getByRole("textbox", { name: "Discount", exact: true }).fill("15");
    await form.getByLabel("Usage limit (optional)").fill("40");
    await form.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByText("DOOR26 is ready to use.")).toBeVisible();
    // Saved: the form is empty for the next code.
    await expect(form.getByLabel("Code")).toHaveValue("");
    const card = page
      .getByRole("region", { name: "Your codes" })
      .getByRole("listitem")
      .filter({ hasText: "DOOR26" });
    await expect(card).toContainText("15% off");
    await expect(card).toContainText("0 / 40");
    // The same code again is refused with the form kept.
    await form.getByLabel("Code").fill("Door26");
    await form.getByRole("textbox", { name: "Discount", exact: true }).fill("5");
    await form.getByRole("button", { name: "Create code" }).click();
    await expect(form.getByText("This event already has the code DOOR26")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Discount", exact: true })).toHaveValue("5");
    await expectAccessible(page);

    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto(CHECK_IN);
    await expect(page.getByText(/^\d+ checked in of \d+ tickets sold$/)).toBeVisible();
    await expectAccessible(page);
    await noSideScroll(page);
    const before = await page.getByText(/checked in of/).textContent();
    const checkedIn = Number(before!.split(" ")[0]);

    // A ticket read off the attendee list, typed as a person would: lower case, spaces.
    const row = page
      .getByRole("region", { name: "Attendees" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: /^Check in / }) })
      .first();
    const code = (await row.locator(".font-mono").textContent())!.trim();
    const holder = (await row.locator("p").first().textContent())!.trim();
    const field = page.getByRole("textbox", { name: "Ticket code" });
    await field.fill(code.toLowerCase().replaceAll("-", " "));
    await page.getByRole("button", { name: "Check in", exact: true }).click();
    const answer = page.locator("[data-result]");
    await expect(answer).toHaveAttribute("data-result", "checked_in");
    await expect(answer).toContainText("Checked in");
    await expect(answer).toContainText(holder);
    await expect(page.getByText(`${checkedIn + 1} checked in of`)).toBeVisible();
    await expectAccessible(page);

    await field.fill(code);
    await page.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(answer).toHaveAttribute("data-result", "already");
    await expect(answer).toContainText("Already checked in");
    await expect(answer).toContainText(/WAT by /);

    await field.fill("NC-ZZZZ-ZZZZ");
    await page.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(answer).toHaveAttribute("data-result", "unknown");
    await noSideScroll(page);
    // The scanner was never started: its code never came.
    expect(scripts.filter((u) => SCANNER_CHUNK.test(u))).toEqual([]);
  });

  test("without JavaScript the typed code still checks in", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await signInAs(page, DEMO_ACCOUNTS.admin, CHECK_IN);
    await page.getByRole("searchbox", { name: "Search by name, e-mail or code" }).fill("@");
    await page.getByRole("button", { name: "Search" }).click();
    const row = page
      .getByRole("region", { name: "Attendees" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: /^Check in / }) })
      .first();
    const code = (await row.locator(".font-mono").textContent())!.trim();
    await page.getByRole("textbox", { name: "Ticket code" }).fill(code);
    await page.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(page.locator("[data-result]")).toHaveAttribute("data-result", "checked_in");
    // The list shows them in now: a badge instead of their button.
    const done = page
      .getByRole("region", { name: "Attendees" })
      .getByRole("listitem")
      .filter({ hasText: code });
    await expect(done.getByText(/^Checked in /)).toBeVisible();
    await expect(done.getByRole("button")).toHaveCount(0);
    await context.close();
  });
});

test.describe("the QR scanner's code", () => {
  test("is in no page's first load, and /events never asks for it", async ({ page }) => {
    const { assets, discovery } = readAssets(path.resolve("build/server/index.js"), process.cwd());
    const clientDir = path.resolve("build/client");
    const pages = Object.values(assets.routes).filter((r) => !!r?.hasDefaultExport);
    expect(pages.map((r) => r!.id)).toContain("routes/events-dashboard-check-in");
    for (const r of pages) {
      const size = firstLoadJs(r!.id, r!.id, assets, discovery, clientDir);
      expect(
        size.chunks.map((c) => c.href).filter((h) => SCANNER_CHUNK.test(h)),
        r!.id,
      ).toEqual([]);
    }
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/events");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => SCANNER_CHUNK.test(u))).toEqual([]);
  });

  test("Start camera loads the scanner on the check-in page only, and Stop lets the camera go", async ({
    baseURL,
  }) => {
    // Its own browser: the project's flags plus a fake camera (a launch option).
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    });
    try {
      const context = await browser.newContext({
        baseURL,
        viewport: PHONE,
        permissions: ["camera"],
      });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
      });
      await signInAs(page, DEMO_ACCOUNTS.organizer, CHECK_IN);
      const start = page.getByRole("button", { name: "Start camera" });
      await expect(start).toBeVisible();
      expect(scripts.filter((u) => SCANNER_CHUNK.test(u))).toEqual([]);
      await start.click();
      // Reached after signing in (an in-app navigation), the page reloads itself once to
      // get its camera permission, then starts the camera.
      const video = page.getByLabel("Point the camera at a ticket's QR code.");
      await expect(video).toBeVisible();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused))
        .toBe(true);
      expect(scripts.some((u) => /check-in-scanner-[^/]+\.js$/.test(u))).toBe(true);
      await page.getByRole("button", { name: "Stop camera" }).click();
      await expect(video).toBeHidden();
      await expectAccessible(page);
    } finally {
      await browser.close();
    }
  });

  test("a QR held up to the camera checks its ticket in, then scanning goes on", async ({
    page,
    baseURL,
  }, testInfo) => {
    // A ticket still to check in, read from the list.
    await signInAs(page, DEMO_ACCOUNTS.organizer, CHECK_IN);
    const row = page
      .getByRole("region", { name: "Attendees" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: /^Check in / }) })
      .first();
    const code = (await row.locator(".font-mono").textContent())!.trim();
    // The fake camera films its QR code: Motion JPEG frames of the code on white.
    const qr = await QRCode.toBuffer(code, { width: 360, margin: 4 });
    const frame = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#ffffff" },
    })
      .composite([{ input: qr, left: 140, top: 60 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const film = testInfo.outputPath("ticket-qr.mjpeg");
    fs.writeFileSync(film, Buffer.concat([frame, frame, frame]));
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        `--use-file-for-fake-video-capture=${film}`,
      ],
    });
    try {
      const context = await browser.newContext({
        baseURL,
        viewport: PHONE,
        permissions: ["camera"],
      });
      const door = await context.newPage();
      await signInAs(door, DEMO_ACCOUNTS.organizer, CHECK_IN);
      await door.getByRole("button", { name: "Start camera" }).click();
      const answer = door.locator("[data-result]");
      await expect(answer).toHaveAttribute("data-result", "checked_in", { timeout: 15_000 });
      await expect(answer).toContainText(code);
      // The same code stays in view: a few seconds on it is scanned again and the door
      // is told it is in already (the scanner kept going).
      await expect(answer).toHaveAttribute("data-result", "already", { timeout: 15_000 });
      await door.getByRole("button", { name: "Stop camera" }).click();
    } finally {
      await browser.close();
    }
  });
});
