// Signing a demo account in for `npm run bench`, the way a browser does: load the
// sign-in page, post its form (with the hidden fields it carries) from our own origin,
// keep the cookies the answer sets and follow its redirect once, as the browser would
// (that answer clears the one-time flash cookie). What is left is the cookie header a
// signed-in browser sends with every page.

/** Our own cookies by name, as a browser keeps them for one site. */
export type CookieJar = Map<string, string>;

/** Applies Set-Cookie headers to the jar: a cookie with Max-Age ≤ 0 or a past Expires is deleted. */
export function applySetCookies(jar: CookieJar, setCookies: string[], now = Date.now()) {
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(";");
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    let expired = value === "";
    for (const attribute of attributes) {
      const [key, ...rest] = attribute.split("=");
      const k = key.trim().toLowerCase();
      const v = rest.join("=").trim();
      if (k === "max-age" && Number(v) <= 0) expired = true;
      if (k === "expires" && Date.parse(v) <= now) expired = true;
    }
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

export function cookieHeader(jar: CookieJar) {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** The hidden inputs of the first form posting to `action` in a page, as name → value. */
export function hiddenFields(html: string, action: string): Record<string, string> | null {
  const forms = html.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => attributes(f.slice(0, f.indexOf(">") + 1)).action === action);
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const tag of form.match(/<input\b[^>]*>/g) ?? []) {
    const a = attributes(tag);
    if (a.type === "hidden" && a.name) fields[a.name] = a.value ?? "";
  }
  return fields;
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z][\w-]*)="([^"]*)"/g))
    found[m[1].toLowerCase()] = m[2].replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]);
  return found;
}

/**
 * Whether a page was rendered for a signed-in person: the header's account menu holds
 * the sign-out form, and the header's sign-in link is gone. Only the header is read: a
 * page body may carry a sign-in link for everyone (an item page's Report disclosure
 * writes its signed-out notice for all and hides it by CSS, ADR 048).
 */
export function isSignedInPage(html: string) {
  const start = html.indexOf("<header");
  const end = html.indexOf("</header>", start);
  const header = start < 0 || end < 0 ? html : html.slice(start, end);
  return header.includes('action="/auth/sign-out"') && !header.includes('href="/auth/sign-in');
}

export const SIGN_IN_PATH = "/auth/sign-in";

/** Signs `email` in through the sign-in form; the Cookie header a browser would then send. */
export async function signIn(options: { baseUrl: string; email: string; password: string }) {
  const { baseUrl, email, password } = options;
  const jar: CookieJar = new Map();
  const browser = { Accept: "text/html", "Sec-Fetch-Site": "same-origin" };
  const page = await fetch(`${baseUrl}${SIGN_IN_PATH}`, { headers: browser });
  applySetCookies(jar, page.headers.getSetCookie());
  const fields = hiddenFields(await page.text(), SIGN_IN_PATH);
  if (!fields) throw new Error(`no sign-in form (action="${SIGN_IN_PATH}") on ${SIGN_IN_PATH}`);
  const posted = await fetch(`${baseUrl}${SIGN_IN_PATH}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...browser,
      Origin: baseUrl,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(jar.size ? { Cookie: cookieHeader(jar) } : {}),
    },
    body: new URLSearchParams({ ...fields, email, password }),
  });
  applySetCookies(jar, posted.headers.getSetCookie());
  const location = posted.headers.get("Location");
  if (posted.status < 300 || posted.status >= 400 || !location)
    throw new Error(
      `signing ${email} in answered ${posted.status} (expected a redirect): is DEMO_PASSWORD the demo accounts' password?`,
    );
  if (![...jar.keys()].some((name) => name.includes("session_token")))
    throw new Error(`signing ${email} in set no session cookie`);
  // The page the form leads to: its answer clears the flash cookie ("Welcome back").
  const landing = await fetch(new URL(location, baseUrl), {
    redirect: "manual",
    headers: { ...browser, Cookie: cookieHeader(jar) },
  });
  applySetCookies(jar, landing.headers.getSetCookie());
  if (!isSignedInPage(await landing.text()))
    throw new Error(`after signing ${email} in, ${location} does not show the account menu`);
  return cookieHeader(jar);
}
