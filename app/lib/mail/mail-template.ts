// Client-safe: pure functions only, so a unit test can render every template.

/** What a template renders: everything sendMail needs except the recipient. */
export interface MailBody {
  template: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra message headers (e.g. List-Unsubscribe), delivered over SMTP as given. */
  headers?: Record<string, string>;
}

export interface MailTemplate<T extends { origin: string }> {
  name: string;
  /** Sample data: the template test renders it and checks every link is absolute. */
  example: T;
  render(data: T): MailBody;
}

/**
 * An e-mail's body as a pure function of its data. Every template takes `origin`, the
 * configured public origin (lib/public-url.server.ts), and builds links with `link`:
 * a mail is read outside the site, where a path like "/payments" leads nowhere.
 */
export function defineMail<T extends { origin: string }>(
  name: string,
  spec: { example: T; render(data: T): Omit<MailBody, "template"> },
): MailTemplate<T> {
  return {
    name,
    example: spec.example,
    render: (data) => ({ template: name, ...spec.render(data) }),
  };
}

/** An absolute link on the public origin to a root-relative path. */
export function link(origin: string, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`not a site path: ${path}`);
  return `${origin.replace(/\/+$/, "")}${path}`;
}

export function isMailTemplate(value: unknown): value is MailTemplate<{ origin: string }> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as MailTemplate<{ origin: string }>).render === "function" &&
    typeof (value as MailTemplate<{ origin: string }>).name === "string" &&
    typeof (value as MailTemplate<{ origin: string }>).example === "object"
  );
}

// A path standing alone in text ("history: /payments") or any href/src that does not
// start with a scheme. Digits and words before a slash (dates, "1/2") are not links.
const TEXT_RELATIVE = /(?<![\w./~\])>-])\/(?![\s/])[\w\-.~%/?#=&]*/g;
const HTML_LINK = /\b(?:href|src|action)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Links in a mail that a mail client cannot open: relative paths, in text or HTML. */
export function relativeLinks(mail: Pick<MailBody, "text" | "html" | "headers">): string[] {
  const found = [...mail.text.matchAll(TEXT_RELATIVE)].map((m) => m[0]);
  for (const m of mail.html?.matchAll(HTML_LINK) ?? []) {
    const url = m[1] ?? m[2] ?? m[3] ?? "";
    if (!HAS_SCHEME.test(url)) found.push(url);
  }
  for (const value of Object.values(mail.headers ?? {})) {
    for (const m of value.matchAll(/<([^>]*)>/g)) {
      if (!/^(https:|mailto:)/.test(m[1] ?? "")) found.push(m[1] ?? "");
    }
  }
  return found;
}
