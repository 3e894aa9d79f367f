import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ffmpegPath } from "../../app/lib/media/ffmpeg.server";
import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { horizontalOverflow } from "./phone-pages";

// A creator uploads an image from /submit's dialog and a short video from the /create
// content tab over tus, watching real progress; the video is paused, the page reloaded
// and the same file chosen again: it continues from what the server already holds.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "up-tus-e2e-"));

async function makeImage() {
  const file = path.join(dir, "lagos-dusk.png");
  const noise = Buffer.alloc(400 * 300 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 253;
  await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .png()
    .toFile(file);
  return file;
}

/** A real 4-second MP4, large enough (about 3 MB) to watch its progress when throttled. */
function makeVideo() {
  const file = path.join(dir, "market-day.mp4");
  execFileSync(ffmpegPath()!, [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=640x360:rate=25:duration=4",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-b:v",
    "6M",
    "-pix_fmt",
    "yuv420p",
    file,
  ]);
  return file;
}

test("signed out, /submit offers Sign In that comes back here", async ({ page, visit }) => {
  await visit("/submit");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const type of ["Video", "Audio", "Art", "Written"])
    await expect(page.getByRole("heading", { name: type, exact: true })).toBeVisible();
  const signIn = page.getByRole("main").getByRole("link", { name: "Sign In" });
  await expect(signIn).toHaveAttribute("href", "/auth/sign-in?redirectTo=%2Fsubmit");
  await signIn.click();
  await page.waitForURL(/\/auth\/sign-in\?redirectTo=%2Fsubmit/);
});

test("a creator uploads an image and a video with progress, pauses, reloads and resumes, then sees both", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const image = await makeImage();
  const video = makeVideo();

  // The image, from /submit's dialog.
  await signInAs(page, "creator@example.com", "/submit");
  await page.getByRole("link", { name: "Upload Content" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Image").check();
  await dialog.getByLabel("File").setInputFiles(image);
  await expect(dialog.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(dialog.getByText("Upload complete")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Title").fill(`Lagos dusk ${suffix}`);
  await dialog.getByLabel("Category").selectOption("Art");
  await dialog.getByLabel("Tags").fill("lagos, art");
  await dialog.getByRole("button", { name: "Submit Content" }).click();
  await page.waitForURL("**/dashboard/content");
  await expect(page.getByText(`Lagos dusk ${suffix}`)).toBeVisible();

  // The video, from the /create tab on a slow connection.
  await page.goto("/create/content");
  await expectAccessible(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  const main = page.getByRole("main");
  await main.getByLabel("Video").check();
  await main.getByLabel("File").setInputFiles(video);
  const bar = main.getByRole("progressbar");
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 20_000 })
    .toBeGreaterThan(20);
  await main.getByRole("button", { name: "Pause" }).click();
  await expect(main.getByText("Paused")).toBeVisible();

  // The page is reloaded (a phone killed the tab): the same file continues where it stopped.
  await page.reload();
  const offsets: number[] = [];
  page.on("response", (r) => {
    if (r.request().method() === "HEAD" && r.url().includes("/uploads/content/"))
      offsets.push(Number(r.headers()["upload-offset"] ?? 0));
  });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await main.getByLabel("Video").check();
  await main.getByLabel("File").setInputFiles(video);
  await expect(main.getByText("Continuing your earlier upload")).toBeVisible();
  await expect(main.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100", {
    timeout: 30_000,
  });
  expect(offsets.length).toBeGreaterThan(0);
  expect(offsets[0]).toBeGreaterThan(0);
  await main.getByLabel("Title").fill(`Market day ${suffix}`);
  await main.getByLabel("Category").selectOption("Film");
  await main.getByRole("button", { name: "Submit Content" }).click();
  await page.waitForURL("**/dashboard/content");
  await expect(page.getByText(`Market day ${suffix}`)).toBeVisible();
  await expect(page.getByText(`Lagos dusk ${suffix}`)).toBeVisible();
  await expectAccessible(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a file of the wrong type is refused by its bytes, with the spec's message", async ({
    page,
  }) => {
    const fake = path.join(dir, "not-really.png");
    fs.writeFileSync(fake, `%PDF-1.4\n${"x".repeat(6000)}`);
    await signInAs(page, "creator@example.com", "/create/content");
    const main = page.getByRole("main");
    await main.getByLabel("Image").check();
    await main.getByLabel("File").setInputFiles(fake);
    await expect(main.getByText("Na only these file types we accept")).toBeVisible();
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });
});
