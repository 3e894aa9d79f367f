import type { EmptyState as EmptyStateText } from "~/lib/messages";

/** A catalogue empty state (title and description) in a dashed box. */
export function EmptyState({ text }: { text: EmptyStateText }) {
  return (
    <div className="rounded-card border border-dashed border-line-strong p-8 text-center">
      <p className="font-semibold text-ink">{text.title}</p>
      <p className="mt-1 text-sm text-muted">{text.description}</p>
    </div>
  );
}
