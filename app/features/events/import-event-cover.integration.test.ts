import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, mediaAssets, notifications } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { createEvent } from "../../../scripts/seed/factories/events";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { importEventCover, importEventCoverJob } from "./import-event-cover.server";

// A cover link stands in for an outside host: a local server answering like one.
let server: http.Server;
let origin = "";
let restoreEnv: () => void;

beforeAll(async () => {
  const png = await sharp({
    create: { width: 2400, height: 1350, channels: 3, background: "#0a7d3b" },
  })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    if (req.url === "/cover.png")
      return res.writeHead(200, { "content-type": "image/png" }).end(png);
    if (req.url === "/moved") return res.writeHead(302, { location: "/cover.png" }).end();
    if (req.url === "/page.html")
      return res.writeHead(200, { "content-type": "text/html" }).end("<html>not an image</html>");
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  restoreEnv = setEnv({ COVER_LINKS_PRIVATE_HOSTS: "on" });
});

afterAll(async () => {
  restoreEnv();
  await new Promise((resolve) => server.close(resolve));
});

async function eventWithLink(url: string) {
  return createEvent(await getDb(), { coverImageUrl: url, coverImageKey: null });
}

async function coverOf(eventId: string) {
  const [row] = await (
    await getDb()
  )
    .select({ key: events.coverImageKey, url: events.coverImageUrl })
    .from(events)
    .where(eq(events.id, eventId));
  return row!;
}

describe("a cover given by link", () => {
  it("is fetched (redirects followed), scaled down and stored as the event's own cover", async () => {
    const event = await eventWithLink(`${origin}/moved`);
    expect(await importEventCover({ eventId: event.id, url: `${origin}/moved` })).toEqual({
      imported: true,
    });
    const { key } = await coverOf(event.id);
    expect(key).toMatch(/^covers\/.+\.webp$/);
    const [asset] = await (
      await getDb()
    )
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.key, key!));
    expect(asset?.width).toBe(1920);
  });

  it("is left alone when the organizer changed the link or uploaded a cover meanwhile", async () => {
    const event = await eventWithLink(`${origin}/cover.png`);
    await (
      await getDb()
    )
      .update(events)
      .set({ coverImageUrl: `${origin}/other.png` })
      .where(eq(events.id, event.id));
    expect(await importEventCover({ eventId: event.id, url: `${origin}/cover.png` })).toEqual({
      imported: false,
    });
    expect((await coverOf(event.id)).key).toBeNull();
  });

  it("that is no image, or is missing, fails for good and leaves no cover", async () => {
    for (const path of ["/page.html", "/gone.png"]) {
      const event = await eventWithLink(`${origin}${path}`);
      const failure = await importEventCover({ eventId: event.id, url: `${origin}${path}` }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, path).toBeTruthy();
      expect(importEventCoverJob.isPermanent!(failure), path).toBe(true);
      expect((await coverOf(event.id)).key).toBeNull();
    }
  });

  it("that fails for good tells the organizer, with the edit page; a retry to come does not", async () => {
    const db = await getDb();
    const url = `${origin}/page.html`;
    const event = await eventWithLink(url);
    const notices = () =>
      db
        .select({ title: notifications.title, data: notifications.data })
        .from(notifications)
        .where(eq(notifications.userId, event.organizerId));
    const run = (lastAttempt: boolean) =>
      importEventCoverJob
        .run({ eventId: event.id, url }, { retryCount: 0, retryLimit: 4, lastAttempt })
        .catch(() => undefined);
    await run(false);
    expect(await notices()).toEqual([
      {
        title: "We couldn't use your cover link",
        data: { href: `/events/dashboard/${event.id}/edit` },
      },
    ]);
    // A timeout-like failure on a run with retries left says nothing yet.
    const closed = "http://127.0.0.1:1/x.png";
    const slow = await eventWithLink(closed);
    const retry = { retryCount: 0, retryLimit: 4 };
    await importEventCoverJob
      .run({ eventId: slow.id, url: closed }, { ...retry, lastAttempt: false })
      .catch(() => undefined);
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, slow.organizerId)),
    ).toEqual([]);
    // The last attempt does.
    await importEventCoverJob
      .run({ eventId: slow.id, url: closed }, { ...retry, lastAttempt: true })
      .catch(() => undefined);
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, slow.organizerId)),
    ).toHaveLength(1);
  });

  it("may not point into our own network unless that is switched on", async () => {
    const restore = setEnv({ COVER_LINKS_PRIVATE_HOSTS: "off" });
    try {
      const event = await eventWithLink(`${origin}/cover.png`);
      const failure = await importEventCover({
        eventId: event.id,
        url: `${origin}/cover.png`,
      }).catch((error: unknown) => error);
      expect(importEventCoverJob.isPermanent!(failure)).toBe(true);
      expect((await coverOf(event.id)).key).toBeNull();
    } finally {
      restore();
    }
  });
});
