import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { moderationQueueCopy } from "./messages";

/**
 * Approve / reject one queue entry with an optional note to the owner; posts to /admin.
 * On a user's report the same two decisions read "Dismiss report" and "Hide item".
 */
export function DecisionForm({
  queueId,
  page,
  report = false,
  review = false,
}: {
  queueId: string;
  page?: number;
  report?: boolean;
  /** The report is about one review: reject hides that review, not the item. */
  review?: boolean;
}) {
  const t = moderationQueueCopy;
  const noteId = `note-${queueId}`;
  return (
    <Form method="post" action="/admin/moderation" className="grid gap-2" preventScrollReset>
      <input type="hidden" name="intent" value="moderate" />
      <input type="hidden" name="queueId" value={queueId} />
      {page ? <input type="hidden" name="page" value={page} /> : null}
      <label htmlFor={noteId} className="text-sm font-medium">
        {t.noteLabel}
      </label>
      <textarea
        id={noteId}
        name="notes"
        rows={2}
        maxLength={1000}
        className="w-full rounded-md border border-line-strong px-3 py-2 text-sm"
      />
      <div className="flex gap-2">
        <Button type="submit" name="decision" value="approve">
          {report ? t.dismissReport : t.approve}
        </Button>
        <Button type="submit" name="decision" value="reject" variant="destructive">
          {review ? t.hideReview : report ? t.hideItem : t.reject}
        </Button>
      </div>
    </Form>
  );
}
