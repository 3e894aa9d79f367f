import fs from "node:fs";
import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { horizontalOverflow } from "./phone-pages";

/** "YYYY-MM-DDTHH:MM" in Lagos time, `days` from now at `hour`:00. */
function watLocal(days: number, hour: number) {
  const d = new Date(Date.now() + days * 86_400_000 + 3_600_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

test.describe("organizers on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("an organizer creates an event with two ticket types on /create, sees it on the dashboard, exports CSV", async ({
    page,
  }) => {
    const title = `Phone Launch Party ${Date.now().toString(36)}`;
    await signInAs(page, "organizer@example.com", "/create");
    await expect(page.getByRole("heading", { name: "Create Event" })).toBeVisible();
    await expectAccessible(page);

    const main = page.getByRole("main");
    await main.getByLabel("Title").fill(title);
    await main.getByLabel("Description").fill("Afrobeats, small chops and good vibes.");
    await main.getByLabel("Venue name").fill("Landmark Centre");
    await main.getByLabel("Venue address").fill("Plot 2 Water Corporation Road");
    await main.getByLabel("City").fill("Lagos");
    await main.getByLabel("State").selectOption("Lagos");
    await main.getByLabel("Starts (WAT)").fill(watLocal(20, 18));
    await main.getByLabel("Ends (WAT)").fill(watLocal(20, 23));
    await main.getByLabel("Tags").fill("Music, Party");
    const first = main.getByRole("group", { name: "Ticket type 1" });
    await first.getByLabel("Name").fill("Regular");
    await first.getByLabel("Price (₦)").fill("5000");
    await first.getByLabel("Quantity").fill("100");
    // A second row: "add another" is a submit that comes back with one more row.
    await main.getByRole("button", { name: "Add another ticket type" }).click();
    const second = main.getByRole("group", { name: "Ticket type 2" });
    await expect(second).toBeVisible();
    await expect(main.getByLabel("Title")).toHaveValue(title);
    await second.getByLabel("Name").fill("VIP");
    await second.getByLabel("Price (₦)").fill("25000");
    await second.getByLabel("Quantity").fill("20");
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);

    await main.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByText("Event created successfully!")).toBeVisible();
    // The form starts afresh.
    await expect(main.getByLabel("Title")).toHaveValue("");
    await expect(main.getByRole("group", { name: "Ticket type 2" })).toHaveCount(0);

    await page.goto("/events/dashboard");
    for (const label of ["Total events", "Active events", "Total sales", "Tickets sold"])
      await expect(page.getByRole("heading", { name: label })).toBeVisible();
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText("Pending review")).toBeVisible();
    await expect(card.getByText("Regular · ₦5,000")).toBeVisible();
    await expect(card.getByText("VIP · ₦25,000")).toBeVisible();
    await expect(card.getByText("0 / 100 sold")).toBeVisible();
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const edit = await card.getByRole("link", { name: "Edit" }).getAttribute("href");
    const eventId = edit!.split("/")[3]!;
    expect(download.suggestedFilename()).toBe(`attendees-${eventId}.csv`);
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text).toBe("\uFEFFName,Email,Phone,Ticket Type,Price,Purchase Date,Ticket Code\r\n");
    await expect(page.getByText("Attendees list exported successfully")).toBeVisible();

    // A seeded event with sales: one row per ticket, under the same header.
    const sold = page
      .getByRole("listitem")
      .filter({ hasText: /[1-9]\d* \/ \d+ sold/ })
      .first();
    const csvHref = await sold.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const csv = await (await page.request.get(csvHref!)).text();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("\uFEFFName,Email,Phone,Ticket Type,Price,Purchase Date,Ticket Code");
    expect(lines.length).toBeGreaterThan(1);
  });

  test("a viewer sees the access-required screen; signed out, /create asks to sign in", async ({
    page,
  }) => {
    const out = await page.goto("/create");
    expect(out?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
    await expect(page.getByText("Please login to create events")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth/sign-in?redirectTo=%2Fcreate",
    );
    await expectAccessible(page);

    await signInAs(page, "viewer@example.com", "/dashboard");
    const response = await page.goto("/events/dashboard");
    expect(response?.status()).toBe(403);
    await expect(
      page.getByRole("heading", { name: "Event Organizer Access Required" }),
    ).toBeVisible();
    await expect(page.getByText("contact an administrator to upgrade")).toBeVisible();
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    // Nor may a viewer fetch anyone's attendees.
    const csv = await page.request.get(
      "/events/dashboard/00000000-0000-4000-8000-000000000000/attendees.csv",
    );
    expect(csv.status()).toBe(403);
  });
});
