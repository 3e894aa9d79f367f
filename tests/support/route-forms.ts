import { expect } from "vitest";
import { takeFlash } from "~/lib/flash.server";

type RouteFn = (args: never) => Promise<unknown>;

/** A route's loader or action called as React Router would, with this Cookie header. */
export function callRoute(fn: RouteFn, url: string, cookie: string, body?: Record<string, string>) {
  const request = new Request(url, {
    method: body ? "POST" : "GET",
    headers: { Cookie: cookie },
    body: body ? new URLSearchParams(body) : undefined,
  });
  return fn({ request, params: {}, context: {} } as never);
}

/** The toast a redirect queued (redirectWithToast), read back as the next page would. */
export async function toastOf(answer: unknown) {
  const response = answer as Response;
  expect(response.status).toBe(302);
  const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
  const { toast } = await takeFlash(
    new Request("http://localhost/", { headers: { Cookie: cookie } }),
  );
  return { variant: toast?.variant, title: toast?.title, message: toast?.description };
}
