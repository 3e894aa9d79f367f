import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-delete";
import { Button } from "~/components/ui/button";
import { requirePermission } from "~/features/accounts/guards.server";
import { MY_CONTENT_PATH } from "~/features/content/content-paths";
import { deleteContent, loadOwnContent } from "~/features/content/manage-content.server";
import { contentSuccess } from "~/features/content/messages";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { confirmations } from "~/lib/messages";

/** The confirm step of deleting an item (spec 000 §8's delete confirmation): its creator or an admin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "dashboard:creator-tabs");
  const item = await loadOwnContent({
    contentId: params.contentId,
    actor: user,
    permission: "items:delete",
  });
  return { title: item.title };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "dashboard:creator-tabs");
  // Someone else's item is refused (403) by the domain check, like any other AppError.
  await deleteContent({ contentId: params.contentId, actor: user });
  return redirectWithToast(MY_CONTENT_PATH, messageToast(contentSuccess.deleted, "success"));
}

export default function DeleteContent({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const confirm = confirmations.delete;
  return (
    <section
      aria-labelledby="delete-content"
      className="grid min-w-0 max-w-xl gap-4 rounded-card border border-line p-4"
    >
      <h2 id="delete-content" className="text-lg font-semibold text-ink">
        {confirm.title}
      </h2>
      <p className="break-words font-medium text-ink">{loaderData.title}</p>
      <p className="text-muted">{confirm.description}</p>
      <Form method="post" className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={busy}>
          {confirm.confirmLabel}
        </Button>
        <Button asChild variant="outline">
          <Link to={MY_CONTENT_PATH}>{confirm.cancelLabel}</Link>
        </Button>
      </Form>
    </section>
  );
}
