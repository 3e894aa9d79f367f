import { eq } from "drizzle-orm";
import { profiles, siteSettings } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import type { NoticeInput } from "./notice-schema";
import { parseNotice } from "./site-chrome.server";

const KEY = "notice_bar";

/** The notice bar as stored, in the form's shape (empty strings for what is unset). */
export async function loadNoticeSetting(): Promise<NoticeInput> {
  const db = await getDb();
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY));
  const notice = parseNotice(row?.value);
  return {
    text: notice?.text ?? "",
    linkUrl: notice?.linkUrl ?? "",
    linkText: notice?.linkText ?? "",
    tone: notice?.tone ?? "info",
  };
}

/**
 * An admin sets the bar every page shows (empty text hides it). The chrome is cached
 * per process for a few seconds, and anonymous pages in the page cache: both are
 * dropped so the next page shows the new notice.
 */
export async function saveNotice({ actorId, input }: { actorId: string; input: NoticeInput }) {
  const db = await getDb();
  const value = {
    text: input.text,
    tone: input.tone,
    ...(input.linkUrl ? { linkUrl: input.linkUrl } : {}),
    ...(input.linkUrl && input.linkText ? { linkText: input.linkText } : {}),
  };
  await db.transaction(async (tx) => {
    const [actor] = await tx
      .select({ id: profiles.id, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, actorId));
    if (!authorize(actor ?? null, "settings:notice-bar")) throw new AppError("forbidden");
    await tx
      .insert(siteSettings)
      .values({ key: KEY, value, updatedBy: actorId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedBy: actorId, updatedAt: new Date() },
      });
  });
  invalidatePublicCache();
  getLogger().info({ audit: "notice_bar.changed", actorId, value }, "notice bar changed");
}
