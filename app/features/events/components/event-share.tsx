import { useEffect, useState } from "react";
import { OutboundLink } from "~/components/ui/outbound-link";
import { Button } from "~/components/ui/button";
import { whatsappShareUrl, xShareUrl } from "../event-page";
import { eventShareCopy as t } from "../messages";

/**
 * Share: WhatsApp and X links, and the page's link in a read-only field anyone can
 * select and copy; once JavaScript runs, a Copy button copies it in one tap.
 */
export function EventShare({ title, url }: { title: string; url: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(!!navigator.clipboard), []);
  return (
    <section aria-labelledby="share-heading" className="mt-6">
      <h2 id="share-heading" className="text-sm font-semibold text-ink">
        {t.share}
      </h2>
      <div className="mt-2 flex flex-wrap gap-3 text-sm">
        {/* Share URLs we build for two fixed hosts: no user-supplied URL to judge. */}
        <OutboundLink
          href={whatsappShareUrl(title, url)}
          className="font-medium text-brand-700 underline"
        >
          {t.shareWhatsApp}
        </OutboundLink>
        <OutboundLink href={xShareUrl(title, url)} className="font-medium text-brand-700 underline">
          {t.shareX}
        </OutboundLink>
      </div>
      <div className="mt-3 flex gap-2">
        <label htmlFor="event-link" className="sr-only">
          {t.linkLabel}
        </label>
        <input
          id="event-link"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-line bg-surface px-3 text-sm text-ink"
        />
        {canCopy ? (
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              navigator.clipboard.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {t.copyLink}
          </Button>
        ) : null}
      </div>
      <p role="status" className="mt-1 min-h-5 text-xs text-muted">
        {copied ? t.copied : ""}
      </p>
    </section>
  );
}
