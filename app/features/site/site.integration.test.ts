import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brokenLinkReports, contactMessages, outgoingMail, profiles } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { createContent } from "../../../scripts/seed/factories/content";
import { createUser } from "../../../scripts/seed/factories/users";
import { brokenLinkSchema, contactSchema } from "./contact-schema";
import { reportBrokenLink, sendContactMessage } from "./contact.server";
import { slugPathForItemId } from "./item-links.server";
import { parseSitemapPart, sitemapStream, SITEMAP_MAX_URLS, staticPages } from "./sitemap.server";

const origin = "https://www.example.ng";

async function readAll(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  let text = "";
  let chunks = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    chunks++;
  }
  return { text, chunks };
}

describe("id-based item links", () => {
  it("lead to the slug page of publicly visible items only", async () => {
    const db = await getDb();
    const visible = await createContent(db, { slug: "lagos-jazz-night-live" });
    const hidden = await createContent(db, { slug: "hidden-one", moderationStatus: "rejected" });
    expect(await slugPathForItemId("content", visible.id)).toBe("/content/lagos-jazz-night-live");
    expect(await slugPathForItemId("content", hidden.id)).toBeNull();
    expect(await slugPathForItemId("events", visible.id)).toBeNull();
    expect(await slugPathForItemId("bookings", "11111111-2222-4333-8444-555555555555")).toBeNull();
  });
});

describe("sitemap", () => {
  it("lists the static pages and visible slug pages with lastmod, escaped", async () => {
    const db = await getDb();
    await createContent(db, { slug: "ankara-and-adire" });
    await createContent(db, { slug: "draft-thing", status: "draft" });
    const { text } = await readAll(sitemapStream({ origin, part: null }));
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(text).toContain("<urlset");
    const paths = staticPages().map((p) => p.path);
    // Every kind's list page comes from the item-kind registry.
    expect(paths).toEqual(
      expect.arrayContaining(["/content", "/events", "/marketplace", "/bookings"]),
    );
    for (const path of paths) expect(text).toContain(`<loc>${origin}${path}</loc>`);
    expect(text).toMatch(
      /<url><loc>https:\/\/www\.example\.ng\/content\/ankara-and-adire<\/loc><lastmod>\d{4}-\d\d-\d\dT/,
    );
    expect(text).not.toContain("draft-thing");
    expect(text).toContain("<loc>https://www.example.ng/privacy-policy</loc><lastmod>2024-12-05");
  });

  it("streams 20k items in keyset batches, quickly, in slug order without repeats", async () => {
    const db = await getDb();
    const creator = await createUser(db, { role: "creator" });
    // Bulk rows straight in SQL: the factory per row would dominate the test's time.
    await db.execute(sql`
      insert into content (slug, title, content_type, category, creator_id, media_key, mime_type,
                           file_size, status, moderation_status, updated_at)
      select 'bulk-' || lpad(g::text, 6, '0'), 'Bulk item ' || g, 'image', 'Art', ${creator.id},
             'demo/bulk/' || g, 'image/webp', 1000, 'published', 'approved', now()
      from generate_series(1, 20000) g`);
    const started = performance.now();
    const { text, chunks } = await readAll(sitemapStream({ origin, part: null }));
    const ms = performance.now() - started;
    const locs = [...text.matchAll(/<loc>[^<]*\/content\/(bulk-\d+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBe(20000);
    expect(new Set(locs).size).toBe(20000);
    expect(locs[0]).toBe("bulk-000001");
    expect(locs.at(-1)).toBe("bulk-020000");
    // Written batch by batch (5,000 rows each), not built as one string.
    expect(chunks).toBeGreaterThan(3);
    console.info(`sitemap: 20k items streamed in ${Math.round(ms)} ms (${chunks} chunks)`);
    // Generous for a shared 2-core machine; the budget is 2 s at 100k per area on PostgreSQL.
    expect(ms).toBeLessThan(5000);
  });

  it("lists people's public pages only (issue 35), and has a part for them", async () => {
    const db = await getDb();
    await createUser(db, { role: "creator", username: "Sitemap_Ada" });
    const hidden = await createUser(db, { role: "vendor", username: "sitemap_hidden" });
    await db.update(profiles).set({ profileHidden: true }).where(eq(profiles.id, hidden.id));
    await createUser(db, { role: "viewer", username: "sitemap_viewer" });
    const { text } = await readAll(sitemapStream({ origin, part: null }));
    expect(text).toMatch(
      /<url><loc>https:\/\/www\.example\.ng\/@Sitemap_Ada<\/loc><lastmod>\d{4}-\d\d-\d\dT/,
    );
    expect(text).not.toContain("sitemap_hidden");
    expect(text).not.toContain("sitemap_viewer");
    expect(parseSitemapPart("people-0")).toEqual({ kind: "items", area: "people", index: 0 });
    const part = await readAll(
      sitemapStream({ origin, part: { kind: "items", area: "people", index: 0 } }),
    );
    expect(part.text).toContain("/@Sitemap_Ada</loc>");
  });

  it("splits into a sitemap index past the protocol's 50k limit", async () => {
    expect(parseSitemapPart("static")).toEqual({ kind: "static" });
    expect(parseSitemapPart("events-2")).toEqual({ kind: "items", area: "events", index: 2 });
    expect(parseSitemapPart("users-1")).toBeNull();
    const { text } = await readAll(
      sitemapStream({ origin, part: { kind: "items", area: "content", index: 0 } }),
    );
    expect(text).toContain("<urlset");
    const part1 = await readAll(
      sitemapStream({ origin, part: { kind: "items", area: "content", index: 1 } }),
    );
    // The 20k rows above fit in part 0; part 1 starts past them and is empty.
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(part1.text).not.toContain("<url>");
  });
});

describe("contact form", () => {
  it("stores the message and e-mails it to SUPPORT_EMAIL", async () => {
    const db = await getDb();
    const input = contactSchema.parse({
      name: "Ngozi Okafor",
      email: "NGOZI@example.com ",
      subject: "Payout question",
      message: "When will my payout for last weekend's show arrive?",
    });
    expect(input.email).toBe("ngozi@example.com");
    const row = await sendContactMessage(input);
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(stored).toMatchObject({
      name: "Ngozi Okafor",
      subject: "Payout question",
      status: "new",
    });
    const [mail] = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, getEnv().SUPPORT_EMAIL));
    expect(mail.subject).toBe("[Contact] Payout question");
    expect(mail.text).toContain("Ngozi Okafor <ngozi@example.com>");
    expect(mail.text).toContain("When will my payout");
    // Support's Reply goes to the sender, not to our no-reply address (issue 30).
    expect(mail.headers).toEqual({ "Reply-To": "ngozi@example.com" });
  });

  it("refuses incomplete input with the catalogue's messages", () => {
    const result = contactSchema.safeParse({ name: "", email: "nope", subject: "Hi", message: "" });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((i) => i.path[0]));
    expect(fields).toEqual(new Set(["name", "email", "subject", "message"]));
  });
});

describe("broken-link report", () => {
  it("is stored with page URL, referrer and the optional e-mail", async () => {
    const db = await getDb();
    const input = brokenLinkSchema.parse({
      url: "/events/old-show",
      referrer: "https://twitter.com/x",
      email: "",
      details: "Linked from a tweet",
    });
    expect(input.email).toBeUndefined();
    const row = await reportBrokenLink({ ...input, userAgent: "test" });
    const [stored] = await db
      .select()
      .from(brokenLinkReports)
      .where(eq(brokenLinkReports.id, row.id));
    expect(stored).toMatchObject({
      url: "/events/old-show",
      referrer: "https://twitter.com/x",
      email: null,
      details: "Linked from a tweet",
    });
    expect(brokenLinkSchema.safeParse({ url: "/x", email: "bad" }).success).toBe(false);
  });
});
