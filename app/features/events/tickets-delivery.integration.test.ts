import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import * as ticketsPage from "~/routes/tickets-order";
import * as myTicketsPage from "~/routes/dashboard/tickets";
import { createUser } from "../../../scripts/seed/factories/users";
import { createEventWithTickets, createTicketOrder } from "../../../scripts/seed/factories/events";
import { outcomeOf, sessionCookie } from "../../../tests/support/sessions";
import { listMyTicketOrders } from "./my-ticket-orders.server";
import { getOrderTickets } from "./order-tickets.server";

const HOUR = 3_600_000;

async function eventWithTypes() {
  const db = await getDb();
  return createEventWithTickets(db, {
    event: {
      startDatetime: new Date(Date.now() + 48 * HOUR),
      endDatetime: new Date(Date.now() + 52 * HOUR),
    },
    ticketTypes: [
      { name: "Regular", price: 5_000, quantity: 50 },
      { name: "VIP", price: 20_000, quantity: 10 },
    ],
  });
}

const loaderArgs = (path: string, params: Record<string, string>, cookie?: string) =>
  ({
    request: new Request(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : {}),
    params,
    context: {},
  }) as never;

describe("the tickets page of an order", () => {
  it("shows the event, every ticket with its holder, type, grouped code and QR", async () => {
    const db = await getDb();
    const { event, ticketTypes } = await eventWithTypes();
    const [regular, vip] = ticketTypes;
    const { order, tickets } = await createTicketOrder(db, {
      event,
      lines: [
        { ticketType: regular!, quantity: 2 },
        { ticketType: vip!, quantity: 1 },
      ],
      buyer: { id: null, name: "Ngozi Eze", email: "ngozi@example.com" },
    });
    const view = await getOrderTickets({ accessToken: order.accessToken });
    expect(view).not.toBeNull();
    expect(view!.event).toMatchObject({
      title: event.title,
      venueName: event.venueName,
      venueAddress: event.venueAddress,
      startDatetime: event.startDatetime.toISOString(),
      href: `/events/${event.slug}`,
      cancelled: false,
    });
    expect(view!.order.state).toBe("paid");
    expect(view!.tickets).toHaveLength(3);
    expect(view!.tickets.map((t) => t.typeName).sort()).toEqual(["Regular", "Regular", "VIP"]);
    expect(new Set(view!.tickets.map((t) => t.code))).toEqual(
      new Set(tickets.map((t) => t.ticketCode)),
    );
    for (const t of view!.tickets) {
      expect(t.holder).toBe("Ngozi Eze");
      expect(t.void).toBe(false);
      expect(t.codeGroups.join("-")).toBe(t.code);
      expect(t.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(t.qrSvg).toContain("<path");
    }
    // Each code has its own QR.
    expect(new Set(view!.tickets.map((t) => t.qrSvg)).size).toBe(3);
  });

  it("answers 404 for an unknown or malformed token, and marks the page for the offline copy", async () => {
    const db = await getDb();
    const { event, ticketTypes } = await eventWithTypes();
    const { order } = await createTicketOrder(db, {
      event,
      lines: [{ ticketType: ticketTypes[0]!, quantity: 1 }],
    });
    for (const token of ["A".repeat(22), "not a token", "x"]) {
      expect(await getOrderTickets({ accessToken: token })).toBeNull();
      expect(
        await outcomeOf(() =>
          ticketsPage.loader(loaderArgs(`/tickets/${token}`, { accessToken: token })),
        ),
      ).toBe("404");
    }
    const answer = (await ticketsPage.loader(
      loaderArgs(`/tickets/${order.accessToken}`, { accessToken: order.accessToken }),
    )) as unknown as { init: { headers: Record<string, string> } };
    expect(answer.init.headers["X-Offline-Copy"]).toBe("anonymous");
    // Rendered for a session (the account menu shows): never kept offline.
    const viewer = await createUser(db, { role: "viewer", password: "viewer-password-1" });
    const signedIn = (await ticketsPage.loader(
      loaderArgs(
        `/tickets/${order.accessToken}`,
        { accessToken: order.accessToken },
        await sessionCookie(viewer.email, "viewer-password-1"),
      ),
    )) as unknown as { init: { headers: Record<string, string> } };
    expect(signedIn.init.headers["X-Offline-Copy"]).toBeUndefined();
    const headers = ticketsPage.headers({
      loaderHeaders: new Headers({ "X-Offline-Copy": "anonymous" }),
    } as never);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("X-Micro-Cache")).toBeNull();
  });

  it("says an unpaid order is waiting for payment with its minutes left, and shows no tickets", async () => {
    const db = await getDb();
    const { event, ticketTypes } = await eventWithTypes();
    const now = new Date();
    const { order } = await createTicketOrder(db, {
      event,
      lines: [{ ticketType: ticketTypes[0]!, quantity: 2 }],
      status: "pending",
      expiresAt: new Date(now.getTime() + 9.5 * 60_000),
    });
    const view = await getOrderTickets({ accessToken: order.accessToken, now });
    expect(view!.order).toMatchObject({
      state: "awaiting_payment",
      minutesLeft: 10,
      lines: [{ typeName: "Regular", quantity: 2 }],
    });
    expect(view!.tickets).toEqual([]);
    const later = await getOrderTickets({
      accessToken: order.accessToken,
      now: new Date(now.getTime() + 11 * 60_000),
    });
    expect(later!.order).toMatchObject({ state: "expired", minutesLeft: null });
  });

  it("shows refunded tickets as void", async () => {
    const db = await getDb();
    const { event, ticketTypes } = await eventWithTypes();
    const { order } = await createTicketOrder(db, {
      event,
      lines: [{ ticketType: ticketTypes[1]!, quantity: 2 }],
      status: "refunded",
    });
    const view = await getOrderTickets({ accessToken: order.accessToken });
    expect(view!.order.state).toBe("refunded");
    expect(view!.tickets.map((t) => t.void)).toEqual([true, true]);
  });
});

describe("My tickets", () => {
  it("lists the person's own orders and guest orders made with their verified address, not others'", async () => {
    const db = await getDb();
    const { event: soon, ticketTypes: soonTypes } = await eventWithTypes();
    const { event: past, ticketTypes: pastTypes } = await createEventWithTickets(db, {
      event: {
        startDatetime: new Date(Date.now() - 72 * HOUR),
        endDatetime: new Date(Date.now() - 70 * HOUR),
      },
      ticketTypes: [{ name: "Regular", price: 3_000, quantity: 20 }],
    });
    const me = await createUser(db, {
      role: "viewer",
      email: "ada.buyer@example.com",
      password: "viewer-password-1",
    });
    const other = await createUser(db, { role: "creator" });
    const buyer = { id: me.id, name: "Ada", email: me.email };
    const pastOrder = await createTicketOrder(db, {
      event: past,
      lines: [{ ticketType: pastTypes[0]!, quantity: 1 }],
      buyer,
      createdAt: new Date(Date.now() - 5 * HOUR),
    });
    const ownOrder = await createTicketOrder(db, {
      event: soon,
      lines: [{ ticketType: soonTypes[0]!, quantity: 2 }],
      buyer,
      createdAt: new Date(Date.now() - 4 * HOUR),
    });
    // Bought signed out with the same address (any letter case).
    const guestOrder = await createTicketOrder(db, {
      event: soon,
      lines: [{ ticketType: soonTypes[1]!, quantity: 1 }],
      buyer: { id: null, name: "Ada", email: "Ada.Buyer@example.com" },
      createdAt: new Date(Date.now() - 2 * HOUR),
    });
    await createTicketOrder(db, {
      event: soon,
      lines: [{ ticketType: soonTypes[0]!, quantity: 3 }],
      buyer: { id: other.id, name: other.name, email: other.email },
    });
    await createTicketOrder(db, {
      event: soon,
      lines: [{ ticketType: soonTypes[0]!, quantity: 1 }],
      buyer: { id: null, name: "Someone", email: "someone.else@example.com" },
    });
    // A hold that lapsed unpaid held nothing for them: left out.
    await createTicketOrder(db, {
      event: soon,
      lines: [{ ticketType: soonTypes[0]!, quantity: 1 }],
      buyer,
      status: "pending",
      expiresAt: new Date(Date.now() - 60_000),
    });

    const listed = await listMyTicketOrders({
      user: { id: me.id, email: me.email, emailVerified: true },
    });
    // Upcoming first (newest order first), then past.
    expect(listed.map((o) => o.accessToken)).toEqual([
      guestOrder.order.accessToken,
      ownOrder.order.accessToken,
      pastOrder.order.accessToken,
    ]);
    expect(listed.map((o) => [o.seats, o.upcoming, o.state])).toEqual([
      [1, true, "paid"],
      [2, true, "paid"],
      [1, false, "paid"],
    ]);

    // An unverified address proves nothing: only what they bought signed in.
    const unverified = await listMyTicketOrders({
      user: { id: me.id, email: me.email, emailVerified: false },
    });
    expect(unverified.map((o) => o.accessToken)).toEqual([
      ownOrder.order.accessToken,
      pastOrder.order.accessToken,
    ]);

    // The page itself, for a viewer (buyers are never turned away), with links to each order.
    const cookie = await sessionCookie(me.email, "viewer-password-1");
    const page = (await myTicketsPage.loader(loaderArgs("/dashboard/tickets", {}, cookie))) as {
      orders: Array<{ accessToken: string }>;
    };
    expect(page.orders).toHaveLength(3);
    expect(
      await outcomeOf(() => myTicketsPage.loader(loaderArgs("/dashboard/tickets", {}))),
    ).toMatch(/^302 \/auth/);
  });
});
