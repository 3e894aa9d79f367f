import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { sameOrigin } from "./app";
import { crossSiteGuard } from "./cross-site";

const app = new Hono();
app.use(
  "*",
  crossSiteGuard({ isOwnOrigin: (o, r) => sameOrigin(o, r.url, "https://naija.example") }),
);
app.all("*", (c) => c.text("done"));

const send = (headers: Record<string, string>, method = "POST", path = "/contact") =>
  app.request(`http://localhost:3000${path}`, {
    method,
    headers,
    body: method === "GET" ? undefined : "",
  });

describe("cross-site requests", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])(
    "refuses Origin: null and foreign origins (%s)",
    async (method) => {
      for (const origin of [
        "null",
        "https://evil.example",
        "http://localhost:3001",
        "http://localhost:3000.evil.example",
        "garbage",
      ]) {
        const res = await send({ Origin: origin }, method);
        expect(res.status, origin).toBe(403);
        expect(await res.text()).toContain("Access denied");
      }
    },
  );

  it("accepts our own origin, and the public one behind a proxy", async () => {
    expect((await send({ Origin: "http://localhost:3000" })).status).toBe(200);
    expect((await send({ Origin: "https://naija.example" })).status).toBe(200);
  });

  it("without Origin, reads Sec-Fetch-Site, then Referer", async () => {
    expect((await send({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await send({ "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect((await send({ "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await send({ "Sec-Fetch-Site": "none" })).status).toBe(200);
    expect((await send({ Referer: "https://evil.example/page" })).status).toBe(403);
    expect((await send({ Referer: "http://localhost:3000/contact" })).status).toBe(200);
    // No browser signal at all: a non-browser client, which carries nobody's cookies.
    expect((await send({})).status).toBe(200);
  });

  it("leaves reads alone, and the provider's sign-in callback", async () => {
    expect((await send({ Origin: "null" }, "GET")).status).toBe(200);
    const callback = await send(
      { Origin: "https://accounts.google.com" },
      "POST",
      "/api/auth/callback/google",
    );
    expect(callback.status).toBe(200);
    const other = await send(
      { Origin: "https://accounts.google.com" },
      "POST",
      "/api/auth/sign-in/email",
    );
    expect(other.status).toBe(403);
  });
});
