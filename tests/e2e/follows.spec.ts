import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectAccessible, signInAs, test } from "./fixtures";

// Following (issue 35). The demo seed has viewer@ following creator@ (Adaeze Okafor,
// /@adaeze_creates), organizer@, vendor@ and host@; each test leaves it so.

const CREATOR = "Adaeze Okafor";
const CREATOR_PAGE = "/@adaeze_creates";
const PHONE = { width: 360, height: 780 };

const list = (page: Page) => page.locator('section[aria-labelledby="following-heading"] ul');

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** On /dashboard/following: unfollow the creator, follow again from the offer, back in the list. */
async function unfollowAndFollowAgain(page: Page, { scripts = true } = {}) {
  // Axe and the width check run as page script, which a browser without JavaScript refuses.
  const checkPage = async () => {
    if (!scripts) return;
    await expectAccessible(page);
    await noSidewaysScroll(page);
  };
  await expect(page.getByRole("heading", { name: "Following", level: 2 })).toBeVisible();
  await expect(list(page).getByRole("link", { name: CREATOR })).toBeVisible();
  await checkPage();

  await page.getByRole("button", { name: `Unfollow ${CREATOR}` }).click();
  await expect(page.getByText("You don unfollow")).toBeVisible();
  await expect(list(page).getByRole("link", { name: CREATOR })).toHaveCount(0);
  await expect(page.getByText(`You stopped following ${CREATOR}.`)).toBeVisible();

  // The FollowForm: a toggle, not pressed while one does not follow.
  const follow = page.getByRole("button", { name: `Follow ${CREATOR}` });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await checkPage();
  await follow.click();
  await expect(page.getByText("You dey follow now")).toBeVisible();
  await expect(list(page).getByRole("link", { name: CREATOR })).toBeVisible();
  await expect(page.getByText(`You stopped following ${CREATOR}.`)).toHaveCount(0);
  await checkPage();
}

for (const [name, viewport] of [
  ["desktop", undefined],
  ["360 px", PHONE],
] as const) {
  test.describe(name, () => {
    if (viewport) test.use({ viewport });

    test("a viewer follows a creator from their page and finds them under Following", async ({
      page,
    }) => {
      await signInAs(page, "viewer@example.com", CREATOR_PAGE);
      const count = page.getByTestId("follower-count");
      const followers = () => count.textContent().then((t) => Number(t!.replace(/\D/g, "")));
      // Seeded as following: the toggle is pressed; pressing it unfollows.
      const pressed = page.getByRole("button", { name: `Following ${CREATOR}` });
      await expect(pressed).toHaveAttribute("aria-pressed", "true");
      const before = await followers();
      await expectAccessible(page);
      await noSidewaysScroll(page);
      await pressed.click();
      await expect(page.getByText("You don unfollow")).toBeVisible();
      const follow = page.getByRole("button", { name: `Follow ${CREATOR}`, exact: true });
      await expect(follow).toHaveAttribute("aria-pressed", "false");
      await expect(count).toHaveText(`${before - 1} followers`);

      await follow.click();
      await expect(page.getByText("You dey follow now")).toBeVisible();
      await expect(page.getByRole("button", { name: `Following ${CREATOR}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(count).toHaveText(`${before} followers`);
      await expectAccessible(page);

      await page.goto("/dashboard/following");
      await list(page).getByRole("link", { name: CREATOR }).click();
      await expect(page).toHaveURL(new RegExp(`${CREATOR_PAGE}$`));
    });

    test("a viewer unfollows and follows a creator again from their Following page", async ({
      page,
    }) => {
      await signInAs(page, "viewer@example.com", "/dashboard/following");
      await unfollowAndFollowAgain(page);
      // The tab is in the dashboard's navigation.
      await expect(
        page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", {
          name: "Following",
        }),
      ).toHaveAttribute("aria-current", "page");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Follow and Unfollow buttons are plain forms", async ({ page }) => {
    await signInAs(page, "viewer@example.com", "/dashboard/following");
    await unfollowAndFollowAgain(page, { scripts: false });
  });
});

test("a signed-out visitor pressing Follow is sent to sign in, then back to the page", async ({
  page,
}) => {
  await page.goto(CREATOR_PAGE);
  const follow = page.getByRole("button", { name: `Follow ${CREATOR}`, exact: true });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await expectAccessible(page);
  await follow.click();
  await expect(page).toHaveURL(`/auth/sign-in?redirectTo=${encodeURIComponent(CREATOR_PAGE)}`);
  await expect(page.getByText("Sign in to follow people")).toBeVisible();
  await page.locator('main input[name="email"]').fill("organizer@example.com");
  await page.locator('main input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${CREATOR_PAGE}$`));
  await expect(follow).toBeVisible();
});

test("a creator sees followers and supporters per week in Analytics, and their count", async ({
  page,
}) => {
  await signInAs(page, "creator@example.com", "/dashboard/analytics");
  const audience = page.getByRole("region", { name: "Your audience, last 12 weeks" });
  await expect(audience).toBeVisible();
  await expect(audience.getByRole("row")).toHaveCount(13);
  await expect(page.getByTestId("audience-totals")).toContainText("followers now");
  await expectAccessible(page);

  await page.goto("/dashboard/following");
  await expect(page.getByTestId("my-followers")).toContainText(/\d+ people dey follow you/);
  await expectAccessible(page);
});
