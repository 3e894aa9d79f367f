import { createCookieSessionStorage, redirect } from "react-router";
import type { ToastInput } from "~/components/ui/toast";
import { AppError } from "~/lib/app-error.server";
import { getEnv } from "~/lib/env.server";
import type { FlashForm } from "~/lib/flash-form";
import type { Message } from "~/lib/messages";
import { getSecrets } from "~/lib/secrets.server";

type FlashData = { toast: ToastInput; form: FlashForm };
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
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init: ResponseInit & { form?: FlashForm } = {},
) {
  const s = flashStorage();
  const commit = async (form?: FlashForm) => {
    const session = await s.getSession();
    session.flash("toast", toast);
    // A form on the shared chrome (footer) gets back what the user typed and the errors.
    if (form) session.flash("form", form);
    return s.commitSession(session);
  };
  const { form, ...rest } = init;
  const headers = new Headers(rest.headers);
  // What was typed comes back only as a convenience: when it cannot fit in a cookie (a
  // pasted essay, a hostile post), the toast goes alone rather than the request failing.
  headers.append("Set-Cookie", await commit(form).catch(() => commit()));
  return redirect(url, { ...rest, headers });
}

/**
 * Reads a queued toast and form answer and deletes the cookie. Returns the Set-Cookie
 * header to send back. The cookie holds nothing but one-time values, so once read it is
 * deleted rather than rewritten empty: an empty `nc_flash` stayed on every request for its
 * 60 s, each one verifying and re-signing it (HMAC, ~4 % of a signed-in list page's
 * server time) and, being an `nc_` cookie, keeping the visitor out of the page cache.
 */
export async function takeFlash(request: Request) {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("nc_flash=")) return { toast: null, form: null, headers: undefined };
  const s = flashStorage();
  const session = await s.getSession(cookie);
  const toast = (session.get("toast") as ToastInput | undefined) ?? null;
  const form = (session.get("form") as FlashForm | undefined) ?? null;
  return { toast, form, headers: { "Set-Cookie": await s.destroySession(session) } };
}

/** A catalogue message as a toast. */
export function messageToast(message: Message, variant: ToastInput["variant"]): ToastInput {
  return { variant, title: message.title, description: message.message };
}

/**
 * Runs one domain step of an action and redirects with its success message, or with
 * the catalogue message of the AppError it threw. Anything else is a real fault and
 * propagates to the error boundary.
 */
export async function redirectAfter(url: string, step: () => Promise<Message>) {
  let done: Message;
  try {
    done = await step();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return redirectWithToast(url, messageToast(error.userMessage, "error"));
  }
  return redirectWithToast(url, messageToast(done, "success"));
}
