import { HeartHandshake } from "lucide-react";
import { Button } from "~/components/ui/button";
import { panelCopy } from "../messages";
import { DEFAULT_TIP } from "../tip-constants";
import { AmountChoice } from "./amount-choice";

/**
 * The compact support box of a creator's profile and content pages (issue 35): a quick
 * amount and one button. It opens the full support form (GET /support/<username>) with
 * the amount chosen, where the fan adds a message and pays, so it needs no JavaScript
 * and nothing of the viewer's: the page around it may be cached for everyone.
 */
export function SupportPanel({
  username,
  name,
  contentId,
}: {
  username: string;
  name: string;
  /** The content page it is on: the tip remembers where it came from. */
  contentId?: string;
}) {
  const headingId = `support-${username}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-4"
      data-testid="support-panel"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <HeartHandshake aria-hidden="true" className="size-5 text-brand-700" />
        {panelCopy.heading(name)}
      </h2>
      <p className="mt-1 text-sm text-muted">{panelCopy.intro}</p>
      <form
        method="get"
        action={`/support/${encodeURIComponent(username)}`}
        className="mt-3 grid gap-3"
      >
        {contentId ? <input type="hidden" name="from" value={contentId} /> : null}
        <AmountChoice legend={panelCopy.amounts} chosen={String(DEFAULT_TIP)} />
        <div>
          <Button type="submit">{panelCopy.submit}</Button>
        </div>
      </form>
    </section>
  );
}
