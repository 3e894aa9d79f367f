import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";
import { requirePermission } from "./guards.server";
import { can, PROTECTED_AREAS } from "./permissions";
import { ROLES, type Role } from "./roles";

// Every protected area × anonymous and each role, decided on the server: a page visit
// is redirected (to /auth, or home with 'Access denied'), a POST gets 401/403.
let sessions: Awaited<ReturnType<typeof sessionsForEveryRole>>;

beforeAll(async () => {
  sessions = await sessionsForEveryRole(await getDb(), "matrix");
});

async function outcome(
  path: string,
  permission: Parameters<typeof requirePermission>[1],
  role: Role | null,
  method: string,
) {
  const headers = new Headers(role ? { Cookie: sessions.get(role)!.cookie } : {});
  let allowedAs = "";
  const answer = await outcomeOf(async () => {
    const user = await requirePermission(
      new Request(`http://localhost${path}`, { method, headers }),
      permission,
    );
    allowedAs = user.role;
    return null;
  });
  return allowedAs ? `allowed:${allowedAs}` : answer;
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
