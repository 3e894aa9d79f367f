import { Fragment } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/dev-mailbox-message";
import { getMailboxMessage, requireMailboxAccess } from "~/features/mailbox/mailbox.server";
import { formatDateTime } from "~/lib/dates";
import { pageMeta } from "~/lib/seo";

export async function loader({ request, params }: Route.LoaderArgs) {
  const token = requireMailboxAccess(request);
  const message = await getMailboxMessage(params.id);
  if (!message) throw data(null, { status: 404 });
  return { token, message };
}

export const meta = () =>
  pageMeta({ title: "Mail", description: "An e-mail sent by this server", noindex: true });

/** Plain text with its links made clickable, so a verification link opens in one click. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all font-medium text-brand-700 underline">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

/**
 * The inline images of a mail's HTML (ticket QR codes): only PNG data URLs, shown as
 * images, so nothing else of the HTML reaches this page. Over SMTP they go as cid
 * attachments (lib/mail/send-mail.server.ts).
 */
function inlineImages(html: string | null) {
  const found: { src: string; alt: string }[] = [];
  for (const m of html?.matchAll(/<img\b[^>]*>/gi) ?? []) {
    const src = /\bsrc="(data:image\/png;base64,[A-Za-z0-9+/=]+)"/.exec(m[0])?.[1];
    if (src) found.push({ src, alt: /\balt="([^"]*)"/.exec(m[0])?.[1] ?? "" });
  }
  return found;
}

export default function MailboxMessage({ loaderData: { token, message } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link
        to={`/dev/mailbox?token=${encodeURIComponent(token)}`}
        className="text-sm font-semibold text-brand-700"
      >
        ← Back to mailbox
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-ink">{message.subject}</h1>
      {/* min-w-0 with break-words: a long address wraps in its column instead of widening it. */}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
        <dt>From</dt>
        <dd className="min-w-0 break-words">{message.from}</dd>
        <dt>To</dt>
        <dd className="min-w-0 break-words">{message.to}</dd>
        <dt>Sent</dt>
        <dd>{formatDateTime(message.createdAt)}</dd>
        {/* Extra headers as a mail client would see them (List-Unsubscribe, ...). */}
        {Object.entries(message.headers ?? {}).map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd className="break-all" data-mail-header={name}>
              {value}
            </dd>
          </Fragment>
        ))}
      </dl>
      {/* pre-wrap breaks only at spaces: a payout's transfer reference or a ticket code is one
          long word, and breaks inside it where the line ends (it made the page 376 px on a phone). */}
      <pre className="mt-6 whitespace-pre-wrap break-words rounded-card bg-surface p-4 font-sans text-ink">
        <Linkified text={message.text} />
      </pre>
      <div className="mt-4 flex flex-wrap gap-4">
        {inlineImages(message.html).map((img, i) => (
          <img key={i} src={img.src} alt={img.alt} width={200} height={200} data-mail-image />
        ))}
      </div>
    </div>
  );
}
