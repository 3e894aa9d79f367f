import { getEnv } from "~/lib/env.server";

/**
 * The site's configured public base URL: PUBLIC_URL, else this machine on its port.
 * Links that leave the request (e-mails, auth callbacks) are built from it, never from a
 * request's Host header, which any client can set.
 */
export function publicBaseUrl(): string {
  const env = getEnv();
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}
