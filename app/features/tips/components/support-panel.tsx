import { panelCopy } from "../panel-messages";
import { TIP_QUICK_AMOUNTS } from "../tip-constants";

/**
 * The compact support box of a creator's profile and content pages (issue 35): one tap
 * on an amount opens the full support form (/support/<username>) with it chosen, where
 * the fan adds a message and pays. Plain links: no JavaScript, nothing of the viewer's
 * (the page around it may be cached for everyone), and as little code as can be, since
 * the content page is at its first-load JavaScript budget.
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
  // Usernames are letters, digits, "_" and ".": nothing to escape.
  const base = `/support/${username}?${contentId ? `from=${contentId}&` : ""}amount=`;
  return (
    <section aria-labelledby="support-panel" className="rounded-card border border-line p-4">
      <h2 id="support-panel" className="text-lg font-semibold break-words text-ink">
        {panelCopy.heading(name)}
      </h2>
      <p className="mt-1 text-sm text-muted">{panelCopy.intro}</p>
      <p className="mt-3 flex flex-wrap gap-2">
        {/* 0 stands for "another amount": the form opens with its default. */}
        {[...TIP_QUICK_AMOUNTS, 0].map((amount) => (
          <a
            key={amount}
            href={base + (amount || "")}
            className="rounded-md border border-line-strong px-4 py-2 font-semibold text-ink hover:bg-brand-50"
          >
            {amount ? `₦${amount.toLocaleString("en-NG")}` : panelCopy.other}
          </a>
        ))}
      </p>
    </section>
  );
}
