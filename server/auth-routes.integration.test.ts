import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outgoingMail, sessions, users } from "~/db/schema";
import {
  requestPasswordReset,
  signInWithPassword,
  signUpWithPassword,
} from "~/features/accounts/sign-in.server";
import { getDb } from "~/lib/db/client.server";
import { createUser } from "../scripts/seed/factories/users";
import { createAuthRoutes } from "./auth-routes";

const authRoutes = createAuthRoutes();

// better-auth's own HTTP endpoints for what our forms do would skip our lockout and
// validation: only e-mail links and the OAuth callback may be reached directly.
const post = (path: string, body: unknown) =>
  authRoutes.request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
    body: JSON.stringify(body),
  });

describe("/api/auth on our server", () => {
  it("refuses POST /api/auth/sign-in/email, even with the right password", async () => {
    const db = await getDb();
    const user = await createUser(db, { email: "direct@example.com", password: "direct-pass-1" });
    const res = await post("/api/auth/sign-in/email", {
      email: "direct@example.com",
      password: "direct-pass-1",
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // Our own sign-in (with its lockout) still works through auth.api.
    const ours = await signInWithPassword({
      email: "direct@example.com",
      password: "direct-pass-1",
      ip: null,
      headers: new Headers(),
    });
    expect(ours.ok).toBe(true);
  });

  it("refuses sign-up, reset requests, session reads and account changes", async () => {
    const db = await getDb();
    expect(
      (
        await post("/api/auth/sign-up/email", {
          name: "Sneaky",
          email: "sneaky@example.com",
          password: "sneaky-pass-1",
        })
      ).status,
    ).toBe(404);
    expect(await db.select().from(users).where(eq(users.email, "sneaky@example.com"))).toEqual([]);
    await createUser(db, { email: "victim@example.com", password: "victim-pass-1" });
    expect(
      (await post("/api/auth/request-password-reset", { email: "victim@example.com" })).status,
    ).toBe(404);
    expect(
      await db.select().from(outgoingMail).where(eq(outgoingMail.to, "victim@example.com")),
    ).toEqual([]);
    for (const path of ["/send-verification-email", "/change-password", "/update-user"]) {
      expect((await post(`/api/auth${path}`, {})).status, path).toBe(404);
    }
    expect((await authRoutes.request("http://localhost:3000/api/auth/get-session")).status).toBe(
      404,
    );
  });

  it("lets the e-mailed reset link and the verification link through to better-auth", async () => {
    const db = await getDb();
    await createUser(db, { email: "linked@example.com", password: "linked-pass-1" });
    await requestPasswordReset("linked@example.com");
    const [mail] = await db
      .select({ text: outgoingMail.text })
      .from(outgoingMail)
      .where(
        and(eq(outgoingMail.to, "linked@example.com"), eq(outgoingMail.template, "password_reset")),
      )
      .orderBy(desc(outgoingMail.createdAt))
      .limit(1);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//);
    const reset = await authRoutes.request(`http://localhost:3000${link.pathname}${link.search}`);
    expect(reset.status).toBe(302);
    expect(reset.headers.get("Location")).toContain("/auth/reset?");
    expect(reset.headers.get("Location")).toContain("token=");

    // A bad verification token is better-auth's to answer (not our 404).
    const verify = await authRoutes.request(
      "http://localhost:3000/api/auth/verify-email?token=bogus&callbackURL=/",
    );
    expect(verify.status).not.toBe(404);
  });

  it("sends every e-mailed link that does not work to our page that explains it", async () => {
    // A link mailed before /auth/verify existed (callbackURL=/) lands there too.
    const verify = await authRoutes.request(
      "http://localhost:3000/api/auth/verify-email?token=bogus&callbackURL=/",
    );
    expect(verify.status).toBe(302);
    expect(verify.headers.get("Location")).toBe("/auth/verify?from=link&error=INVALID_TOKEN");
    // A used or unknown reset token, whatever callback the link asks for.
    for (const search of ["", "?callbackURL=https%3A%2F%2Felsewhere.example%2F"]) {
      const reset = await authRoutes.request(
        `http://localhost:3000/api/auth/reset-password/no-such-token${search}`,
      );
      expect(reset.status, search).toBe(302);
      expect(new URL(reset.headers.get("Location")!, "http://x").pathname).toBe("/auth/reset");
      expect(reset.headers.get("Location")).toContain("error=INVALID_TOKEN");
    }
  });

  it("records the address our server decided, never one the client sent", async () => {
    const db = await getDb();
    // The verification link signs the new account in: its session carries the address.
    expect(
      await signUpWithPassword({
        fullName: "Ada Obi",
        email: "ada-ip@example.com",
        password: "ada-ip-pass-1",
        role: "creator",
      }),
    ).toEqual({ ok: true });
    const [mail] = await db
      .select({ text: outgoingMail.text })
      .from(outgoingMail)
      .where(
        and(eq(outgoingMail.to, "ada-ip@example.com"), eq(outgoingMail.template, "verify_email")),
      );
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const routes = createAuthRoutes(() => "203.0.113.9");
    const res = await routes.request(`http://localhost:3000${link.pathname}${link.search}`, {
      headers: { "X-Forwarded-For": "6.6.6.6", "X-Naija-Client-Ip": "6.6.6.6" },
    });
    expect(res.status).toBe(302);
    const [user] = await db.select().from(users).where(eq(users.email, "ada-ip@example.com"));
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session?.ipAddress).toBe("203.0.113.9");

    // Our sign-in passes its own verdict too, whatever headers the browser sent.
    const signedIn = await signInWithPassword({
      email: "ada-ip@example.com",
      password: "ada-ip-pass-1",
      ip: "198.51.100.4",
      headers: new Headers({ "X-Forwarded-For": "6.6.6.6", "X-Naija-Client-Ip": "6.6.6.6" }),
    });
    expect(signedIn.ok).toBe(true);
    const ips = (await db.select().from(sessions).where(eq(sessions.userId, user!.id))).map(
      (s) => s.ipAddress,
    );
    expect(ips.sort()).toEqual(["198.51.100.4", "203.0.113.9"]);
  });
});
