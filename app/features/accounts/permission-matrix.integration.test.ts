import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { createUser } from "../../../tests/factories/users";
import { requirePermission } from "./guards.server";
import { can, PROTECTED_AREAS } from "./permissions";
import { ROLES, type Role } from "./roles";
import { signInWithPassword } from "./sign-in.server";

// Every protected area × anonymous and each role, decided on the server: a page visit
// is redirected (to /auth, or home with 'Access denied'), a POST gets 401/403.
const cookies = new Map<Role, string>();

beforeAll(async () => {
  const db = await getDb();
  for (const role of ROLES) {
    const email = `matrix-${role}@example.com`;
    await createUser(db, { email, role, password: "matrix-password-1" });
    const result = await signInWithPassword({
      email,
      password: "matrix-password-1",
      ip: null,
      headers: new Headers(),
    });
    if (!result.ok) throw new Error(`could not sign in ${role}`);
    cookies.set(role, result.setCookies.map((c) => c.split(";")[0]).join("; "));
  }
});

async function outcome(
  path: string,
  permission: Parameters<typeof requirePermission>[1],
  role: Role | null,
  method: string,
) {
  const headers = new Headers(role ? { Cookie: cookies.get(role)! } : {});
  try {
    const user = await requirePermission(
      new Request(`http://localhost${path}`, { method, headers }),
      permission,
    );
    return `allowed:${user.role}`;
  } catch (thrown) {
    if (thrown instanceof Response)
      return `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim();
    const d = thrown as { init?: { status?: number } };
    if (d?.init?.status) return String(d.init.status);
    throw thrown;
  }
}

describe("permission matrix", () => {
  for (const area of PROTECTED_AREAS) {
    it(`${area.prefix}: anonymous and every role`, async () => {
      expect(await outcome(area.prefix, area.permission, null, "GET")).toBe(
        `302 /auth?redirectTo=${encodeURIComponent(area.prefix)}`,
      );
      expect(await outcome(area.prefix, area.permission, null, "POST")).toBe("401");
      for (const role of ROLES) {
        const get = await outcome(area.prefix, area.permission, role, "GET");
        const post = await outcome(area.prefix, area.permission, role, "POST");
        if (can(role, area.permission)) {
          expect([get, post], role).toEqual([`allowed:${role}`, `allowed:${role}`]);
        } else {
          expect([get, post], role).toEqual(["302 /", "403"]);
        }
      }
    });
  }
});
