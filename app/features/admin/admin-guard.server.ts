import { redirect } from "react-router";
import { requirePermission } from "~/features/accounts/guards.server";
import { can, type Permission } from "~/features/accounts/permissions";

/**
 * An admin-area page that needs more than the area: the area is checked first (so
 * visitors without it are answered as on every admin page), then a moderator who asks
 * for an admin's page lands on the queue they do see, as the old tab switch did.
 */
export async function requireAdminPage(request: Request, permission: Permission) {
  const user = await requirePermission(request, "area:admin");
  if (!can(user.role, permission)) throw redirect("/admin/moderation");
  return user;
}
