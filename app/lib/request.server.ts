/** The public origin for links in e-mails: PUBLIC_URL when set, else the request's. */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return new URL(request.url).origin;
}

/** Where to send the user back after a footer form: same-origin Referer path or "/". */
export function backPath(request: Request, fallback = "/"): string {
  const referer = request.headers.get("Referer");
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return fallback;
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}
