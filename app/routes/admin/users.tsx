import type { Route } from "./+types/users";
import { FormError } from "~/components/ui/form-error";
import { requirePermission } from "~/features/accounts/guards.server";
import { can } from "~/features/accounts/permissions";
import { findUsers, setUserRole } from "~/features/admin/admin-pages.server";
import { changeRoleSchema } from "~/features/admin/admin-schemas";
import { adminBackPath } from "~/features/admin/admin-paths";
import { UsersPanel } from "~/features/admin/components/users-panel";
import { redirectAfter } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { adminCopy, adminSuccess, userToasts } from "~/features/admin/messages";
import { pageFromUrl } from "~/lib/pagination";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:admin");
  // A moderator who asks for this page is told why, rather than sent elsewhere.
  if (!can(user.role, "users:change-role")) return { denied: true as const };
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  return {
    denied: false as const,
    query,
    users: await findUsers({ query, page: pageFromUrl(url) }),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "users:change-role");
  const parsed = await parseForm(request, changeRoleSchema, {
    formError: userToasts.roleUpdateFailed,
  });
  if (!parsed.ok) return parsed.response;
  return redirectAfter(adminBackPath(parsed.form, "users"), async () => {
    await setUserRole({ actorId: user.id, ...parsed.data });
    return adminSuccess.userRoleUpdated;
  });
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.denied) {
    return (
      <p role="alert" className="rounded-card border border-danger/40 bg-danger/5 p-4 text-danger">
        {adminCopy.rolesAccessDenied}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <FormError message={actionData?.formError} />
      <UsersPanel users={loaderData.users} query={loaderData.query} />
    </div>
  );
}
