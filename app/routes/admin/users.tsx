import type { Route } from "./+types/users";
import { FormError } from "~/components/ui/form-error";
import { requirePermission } from "~/features/accounts/guards.server";
import { can } from "~/features/accounts/permissions";
import {
  findUsers,
  reinstateUser,
  setUserRole,
  suspendUser,
} from "~/features/admin/admin-pages.server";
import { usersActionSchema } from "~/features/admin/admin-schemas";
import { adminBackPath } from "~/features/admin/admin-paths";
import { UsersPanel, type UsersAnswer } from "~/features/admin/components/users-panel";
import { messageToast, redirectAfter, redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm } from "~/lib/form-action.server";
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
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const user = await requirePermission(
    request,
    intent === "change-role" ? "users:change-role" : "users:suspend",
  );
  // Each card has its own forms: the answer names the one that was sent.
  const target = `${intent}:${String(form.get("userId") ?? "")}`;
  const parsed = await parseForm(form, usersActionSchema, {
    formError:
      intent === "suspend"
        ? userToasts.suspendFailed
        : intent === "reinstate"
          ? userToasts.reinstateFailed
          : userToasts.roleUpdateFailed,
  });
  if (!parsed.ok) {
    const body = parsed.response.data;
    return formAnswer(body.values, { ...body, target } satisfies UsersAnswer, 400);
  }
  const back = adminBackPath(form, "users");
  const data = parsed.data;
  if (data.intent === "change-role") {
    return redirectAfter(back, async () => {
      await setUserRole({ actorId: user.id, userId: data.userId, role: data.role });
      return adminSuccess.userRoleUpdated;
    });
  }
  if (data.intent === "reinstate") {
    return redirectAfter(back, async () => {
      const { name } = await reinstateUser({ actorId: user.id, userId: data.userId });
      return adminSuccess.accountReinstated(name);
    });
  }
  // The reason was typed: a refusal keeps it in its form.
  const done = await runForm(parsed.values, () =>
    suspendUser({ actorId: user.id, userId: data.userId, reason: data.reason }),
  );
  if (!done.ok) {
    const body = done.response.data;
    return formAnswer(body.values, { ...body, target }, done.response.init?.status ?? 400);
  }
  return redirectWithToast(
    back,
    messageToast(adminSuccess.accountSuspended(done.result.name), "success"),
  );
}

const KNOWN = new Set(["change-role", "suspend", "reinstate"]);

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.denied) {
    return (
      <p role="alert" className="rounded-card border border-danger/40 bg-danger/5 p-4 text-danger">
        {adminCopy.rolesAccessDenied}
      </p>
    );
  }
  const answer = actionData as UsersAnswer | undefined;
  return (
    <div className="grid gap-4">
      {/* A crafted post (unknown intent) has no card form of its own to answer in. */}
      <FormError
        message={answer && !KNOWN.has(answer.target.split(":")[0]!) ? answer.formError : null}
      />
      <UsersPanel users={loaderData.users} query={loaderData.query} answer={answer ?? null} />
    </div>
  );
}
