import type { Route } from "./+types/inbox";
import { FormError } from "~/components/ui/form-error";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { loadInbox, setInboxEntryStatus } from "~/features/admin/admin-pages.server";
import { inboxStatusSchema } from "~/features/admin/admin-schemas";
import { adminBackPath } from "~/features/admin/admin-paths";
import { InboxPanel } from "~/features/admin/components/inbox-panel";
import { requirePermission } from "~/features/accounts/guards.server";
import { INBOX_BOXES, type InboxBox } from "~/features/admin/inbox.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { adminSuccess } from "~/features/admin/messages";
import { generalErrors } from "~/lib/messages/error-pages";
import { pageFromUrl } from "~/lib/pagination";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "inbox:read");
  const url = new URL(request.url);
  const asked = url.searchParams.get("box") as InboxBox | null;
  const box = asked && INBOX_BOXES.includes(asked) ? asked : "messages";
  return { inbox: await loadInbox({ box, page: pageFromUrl(url) }) };
}

export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "inbox:read");
  const parsed = await parseForm(request, inboxStatusSchema, {
    formError: generalErrors.validation,
  });
  if (!parsed.ok) return parsed.response;
  const found = await setInboxEntryStatus(parsed.data);
  const m = !found
    ? generalErrors.notFound
    : parsed.data.status === "resolved"
      ? adminSuccess.inboxResolved
      : adminSuccess.inboxReopened;
  return redirectWithToast(
    adminBackPath(parsed.form, "inbox"),
    messageToast(m, found ? "success" : "error"),
  );
}

export default function InboxPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <FormError message={actionData?.formError} />
      <InboxPanel inbox={loaderData.inbox} />
    </div>
  );
}
