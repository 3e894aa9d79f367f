import type { Route } from "./+types/content";
import { requirePermission } from "~/features/accounts/guards.server";
import { contentManagePaths } from "~/features/content/content-paths";
import { myContentStates } from "~/features/content/manage-content.server";
import { processingCopy } from "~/features/content/messages";
import { myItemsOf } from "~/features/dashboard/dashboard-data.server";
import { MyContentTab } from "~/features/dashboard/my-content-tab";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "dashboard:creator-tabs");
  const [items, states] = await Promise.all([
    myItemsOf({ userId: user.id }),
    myContentStates({ userId: user.id }),
  ]);
  // Content is managed here; each other kind from its own dashboard pages.
  return {
    items: items.map((item) => {
      const state = item.kind === "content" ? states[item.id] : undefined;
      if (!state) return item;
      const status = state.processingStatus;
      return {
        ...item,
        manage: {
          editHref: contentManagePaths.edit(item.id),
          deleteHref: contentManagePaths.delete(item.id),
          processing: {
            status,
            label: processingCopy.status[status],
            note:
              status === "failed"
                ? (state.processingError ?? processingCopy.hint.failed)
                : status === "processing"
                  ? processingCopy.hint.processing
                  : null,
          },
        },
      };
    }),
  };
}

export default function MyContentPage({ loaderData }: Route.ComponentProps) {
  return <MyContentTab items={loaderData.items} />;
}
