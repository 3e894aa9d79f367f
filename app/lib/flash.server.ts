import { createCookieSessionStorage, redirect } from "react-router";
import type { ToastInput } from "~/components/ui/toast";
import { getEnv } from "~/lib/env.server";
import { getSecrets } from "~/lib/secrets.server";

type FlashData = { toast: ToastInput };
let storage:
  ReturnType<typeof createCookieSessionStorage<Record<string, never>, FlashData>> | undefined;

function flashStorage() {
  const env = getEnv();
  storage ??= createCookieSessionStorage<Record<string, never>, FlashData>({
    cookie: {
      name: "nc_flash",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.PUBLIC_URL?.startsWith("https://") ?? false,
      secrets: [getSecrets().sessionSecret],
      maxAge: 60,
    },
  });
  return storage;
}

/** Redirects and queues a toast that the next page shows (actions use it after a POST). */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const s = flashStorage();
  const session = await s.getSession();
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await s.commitSession(session));
  return redirect(url, { ...init, headers });
}

/** Reads (and clears) a queued toast. Returns the Set-Cookie header to send back. */
export async function takeToast(request: Request) {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("nc_flash=")) return { toast: null, headers: undefined };
  const s = flashStorage();
  const session = await s.getSession(cookie);
  const toast = (session.get("toast") as ToastInput | undefined) ?? null;
  return { toast, headers: { "Set-Cookie": await s.commitSession(session) } };
}
