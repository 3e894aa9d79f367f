import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggablePath, loggerOptions } from "~/lib/logger.server";

describe("what the log may hold", () => {
  it("request paths lose their query and the tokens in token-bearing paths", () => {
    expect(loggablePath("/api/auth/reset-password/Zx81kLm0qQ?callbackURL=%2Fauth%2Freset")).toBe(
      "/api/auth/reset-password/[redacted]",
    );
    expect(loggablePath("/auth/reset/abcDEF123")).toBe("/auth/reset/[redacted]");
    expect(loggablePath("/api/auth/verify-email?token=eyJhbGciOi&callbackURL=/")).toBe(
      "/api/auth/verify-email",
    );
    expect(loggablePath("/dev/mailbox?token=e2e-mailbox-token&to=ada%40example.com")).toBe(
      "/dev/mailbox",
    );
    expect(loggablePath("/newsletter/unsubscribe?token=u123")).toBe("/newsletter/unsubscribe");
    expect(loggablePath("/newsletter/confirm/t0k3n")).toBe("/newsletter/confirm/[redacted]");
    expect(loggablePath("/search?q=ada%40example.com")).toBe("/search");
    // Ordinary paths are kept as they are.
    expect(loggablePath("/events/lagos-jazz-night")).toBe("/events/lagos-jazz-night");
  });
  it("passwords and tokens in logged objects are redacted", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(loggerOptions("info"), sink);
    log.info(
      {
        password: "hunter22",
        body: { email: "a@b.ng", newPassword: "n3w-secret", token: "reset-tok" },
        args: [{ user: { password: "deep-secret" } }],
        req: { headers: { cookie: "better-auth.session_token=s3ss" } },
      },
      "sign-in attempt",
    );
    const text = lines.join("");
    for (const secret of ["hunter22", "n3w-secret", "reset-tok", "deep-secret", "s3ss"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("a@b.ng");
  });
});
