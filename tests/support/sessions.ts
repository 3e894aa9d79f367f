import { signInWithPassword } from "~/features/accounts/sign-in.server";
import { ROLES, type Role } from "~/features/accounts/roles";
import type { Db } from "~/lib/db/client.server";
import { createUser } from "../../scripts/seed/factories/users";

/**
 * One signed-in user per role, as the Cookie header a browser would send: tests drive
 * loaders and actions with real sessions, never with a faked user object.
 */
export async function sessionsForEveryRole(db: Db, prefix: string) {
  const cookies = new Map<Role, { cookie: string; userId: string }>();
  for (const role of ROLES) {
    const email = `${prefix}-${role}@example.com`;
    const user = await createUser(db, { email, role, password: "matrix-password-1" });
    cookies.set(role, { cookie: await sessionCookie(email, "matrix-password-1"), userId: user.id });
  }
  return cookies;
}

/** Signs in for real and answers the Cookie header the browser would send next. */
export async function sessionCookie(email: string, password: string) {
  const result = await signInWithPassword({ email, password, ip: null, headers: new Headers() });
  if (!result.ok) throw new Error(`could not sign in ${email}`);
  return result.setCookies.map((c) => c.split(";")[0]).join("; ");
}

/** What a loader or action answered, or threw, in one comparable string. */
export async function outcomeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    const value = await run();
    if (value instanceof Response)
      return `${value.status} ${value.headers.get("Location") ?? ""}`.trim();
    const d = value as { init?: { status?: number } } | null;
    return d?.init?.status ? String(d.init.status) : "200";
  } catch (thrown) {
    if (thrown instanceof Response)
      return `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim();
    const d = thrown as { init?: { status?: number } };
    if (d?.init?.status) return String(d.init.status);
    throw thrown;
  }
}

/** A new user of `role`, signed in: their id and the Cookie header their browser sends. */
export async function signedInUser(
  db: Db,
  { email, role, password }: { email: string; role: Role; password: string },
) {
  const user = await createUser(db, { email, role, password });
  return { id: user.id, cookie: await sessionCookie(email, password) };
}
