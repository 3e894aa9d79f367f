// Client-safe: pure functions only, so a unit test can render every template.
import { mailWordingProblems } from "~/lib/messages/mail-wording";

/** What a template renders: everything sendMail needs except the recipient. */
export interface MailBody {
  template: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra message headers (e.g. List-Unsubscribe), delivered over SMTP as given. */
  headers?: Record<string, string>;
  /**
   * The same data in an admin's edited wording (admin Settings > E-mail templates):
   * sendMail looks the wording up inside its transaction and applies it. Null when the
   * stored wording no longer fits the template (a placeholder it uses was removed).
   */
  withWording?: (wording: MailWording) => Omit<MailBody, "withWording"> | null;
}

/** The two parts of an e-mail an admin may edit, with {{placeholders}}. */
export interface MailWording {
  subject: string;
  body: string;
}

/**
 * What a placeholder stands for: plain text (escaped in HTML), a link (an anchor in
 * HTML) or a block of several lines that the template builds itself (ticket cards with
 * their QR images). `required`: the e-mail is pointless without it (the reset link).
 */
export interface Placeholder {
  label: string;
  kind?: "text" | "link" | "block";
  required?: boolean;
}

/** A block placeholder's value: its plain-text lines and its HTML, made by code. */
export type MailBlock = { text: string; html: string };

export interface EditableMail {
  /** The admin's name for it, and when it is sent. */
  title: string;
  description: string;
  placeholders: Record<string, Placeholder>;
  /** The wording in the code, used until an admin edits it and after a reset. */
  defaults: MailWording;
  /** Whether the mail also goes out as HTML (needed for inline images). */
  html: boolean;
}

export interface MailTemplate<T extends { origin: string }> {
  name: string;
  /** Sample data: the template test renders it, the admin's preview shows it. */
  example: T;
  render(data: T): MailBody;
  /** Null only for a template still written as one render function (not editable). */
  editable: EditableMail | null;
}

type RenderSpec<T> = { example: T; render(data: T): Omit<MailBody, "template"> };

type WordingSpec<T, K extends string> = {
  title: string;
  description: string;
  example: T;
  placeholders: Record<K, Placeholder>;
  /** The placeholders' values for one mail, from its data (links built with `link`). */
  values(data: T): Record<K, string | MailBlock>;
  subject: string;
  body: string;
  html?: boolean;
  headers?(data: T): Record<string, string>;
};

/**
 * An e-mail as a template: its wording (subject and body with {{placeholders}}) is
 * data an admin may edit, its values a pure function of the mail's data. Every
 * template takes `origin`, the configured public origin (lib/public-url.server.ts),
 * and builds links with `link`: a mail is read outside the site, where a path like
 * "/payments" leads nowhere.
 */
export function defineMail<T extends { origin: string }, K extends string = string>(
  name: string,
  spec: WordingSpec<T, K> | RenderSpec<T>,
): MailTemplate<T> {
  if ("render" in spec) {
    const render = spec.render;
    return {
      name,
      example: spec.example,
      editable: null,
      render: (data) => ({ template: name, ...render(data) }),
    };
  }
  const editable: EditableMail = {
    title: spec.title,
    description: spec.description,
    placeholders: spec.placeholders,
    defaults: { subject: spec.subject, body: spec.body },
    html: spec.html ?? false,
  };
  const compose = (data: T, wording: MailWording) => {
    const values = spec.values(data) as Record<string, string | MailBlock>;
    return {
      template: name,
      ...renderWording(editable, wording, values),
      ...(spec.headers ? { headers: spec.headers(data) } : {}),
    };
  };
  return {
    name,
    example: spec.example,
    editable,
    render: (data) => ({
      ...compose(data, editable.defaults),
      withWording: (wording) =>
        checkWording(editable, wording).ok ? compose(data, wording) : null,
    }),
  };
}

const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;
export const MAIL_WORDING_LIMITS = { subject: SUBJECT_MAX, body: BODY_MAX } as const;

// {{ name }}: anything but braces inside, spaces around the name allowed.
const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

// A site path standing as a word ("see /payments"): it leads nowhere from a mail. Only
// after a space, a bracket or a colon, so "</b>" or "1/2" are not taken for one.
const SITE_PATH = /(?:^|[\s(:])(\/(?![\s/])[\w\-.~%/?#=&]*)/g;

export type WordingCheck =
  { ok: true } | { ok: false; fieldErrors: { subject?: string[]; body?: string[] } };

/**
 * Whether an admin's wording fits the template: only the placeholders it offers,
 * written whole, the required ones kept in the body, no site paths a mail client
 * cannot open, a one-line subject. Anything else is refused with the reason.
 */
export function checkWording(mail: EditableMail, wording: MailWording): WordingCheck {
  const offered = Object.keys(mail.placeholders);
  const known = (n: string) => Object.hasOwn(mail.placeholders, n);
  const errors = { subject: [] as string[], body: [] as string[] };
  const E = mailWordingProblems;

  const tokensOf = (part: "subject" | "body", text: string) => {
    const names: string[] = [];
    for (const m of text.matchAll(TOKEN)) {
      const name = m[1] ?? "";
      if (!known(name)) errors[part].push(E.unknownPlaceholder(name, offered.join(", ")));
      else names.push(name);
    }
    const rest = text.replace(TOKEN, " ");
    const stray = rest.search(/\{\{|\}\}/);
    if (stray >= 0) {
      errors[part].push(E.unclosedPlaceholder(rest.slice(Math.max(0, stray - 8), stray + 12)));
    }
    for (const m of rest.matchAll(SITE_PATH)) errors[part].push(E.relativeLink(m[1] ?? ""));
    return names;
  };

  const subject = wording.subject;
  if (!subject.trim()) errors.subject.push(E.subjectRequired);
  else if (subject.length > SUBJECT_MAX) errors.subject.push(E.subjectTooLong(SUBJECT_MAX));
  if (/[\r\n]/.test(subject)) errors.subject.push(E.subjectOneLine);
  for (const name of tokensOf("subject", subject)) {
    if (mail.placeholders[name]?.kind === "block") errors.subject.push(E.blockInSubject(name));
  }

  if (!wording.body.trim()) errors.body.push(E.bodyRequired);
  else if (wording.body.length > BODY_MAX) errors.body.push(E.bodyTooLong(BODY_MAX));
  const used = new Set(tokensOf("body", wording.body));
  for (const [name, p] of Object.entries(mail.placeholders)) {
    if (p.required && !used.has(name)) errors.body.push(E.requiredPlaceholder(name, p.label));
  }

  const fieldErrors = {
    ...(errors.subject.length ? { subject: [...new Set(errors.subject)] } : {}),
    ...(errors.body.length ? { body: [...new Set(errors.body)] } : {}),
  };
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true };
}

const textOf = (v: string | MailBlock | undefined) => (typeof v === "string" ? v : (v?.text ?? ""));

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * One pass over the wording: each {{name}} becomes its value, and a value is never
 * read as wording again (a customer's name written "{{resetLink}}" stays text). In
 * HTML everything but a block made by code is escaped, so neither the wording nor a
 * value can add markup or scripts; links become anchors only when http(s).
 */
export function renderWording(
  mail: EditableMail,
  wording: MailWording,
  values: Record<string, string | MailBlock>,
): { subject: string; text: string; html?: string } {
  const value = (name: string) => (Object.hasOwn(values, name) ? values[name] : undefined);
  const subject = wording.subject
    .replace(TOKEN, (_, name: string) => textOf(value(name)))
    .replace(/\s+/g, " ")
    .trim();
  const text = tidy(wording.body.replace(TOKEN, (_, name: string) => textOf(value(name))));
  if (!mail.html) return { subject, text };

  const lines = (s: string) => escapeHtml(s).replace(/\n/g, "<br>\n");
  let html = "";
  let last = 0;
  const body = tidy(wording.body);
  for (const m of body.matchAll(TOKEN)) {
    html += lines(body.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[1] ?? "";
    const v = value(name);
    const kind = mail.placeholders[name]?.kind ?? "text";
    if (kind === "block" && typeof v === "object") html += v.html;
    else if (kind === "link" && /^https?:\/\//i.test(textOf(v))) {
      const url = escapeHtml(textOf(v));
      html += `<a href="${url}">${url}</a>`;
    } else html += lines(textOf(v));
  }
  html += lines(body.slice(last));
  return {
    subject,
    text,
    html: `<!doctype html><html><body style="margin:0;padding:16px;background:#fff;color:#111">
<div style="max-width:480px;margin:0 auto;font:15px/1.5 sans-serif">${html}</div>
</body></html>`,
  };
}

// An empty optional value ("notes" when there are none) must not leave a gap of
// blank lines behind it.
const tidy = (s: string) => s.replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, "\n\n").trim();

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
