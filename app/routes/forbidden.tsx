import { data, Link } from "react-router";
import type { Route } from "./+types/forbidden";
import { GoBackButton } from "~/components/go-back-button";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { safeRedirectPath } from "~/features/accounts/guards.server";
import { canSwitchOwnRole, chooseRolePath, normalizeRole } from "~/features/accounts/roles";
import { getSessionUser } from "~/lib/auth.server";
import { forbiddenCopy } from "~/features/accounts/messages";
import { errorPageCopy } from "~/lib/messages/error-pages";
import { roleLabel, shellCopy } from "~/lib/messages/shell";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const from = safeRedirectPath(new URL(request.url).searchParams.get("from"));
  const role = user ? normalizeRole(user.role) : null;
  // Which advice is true for this person: a viewer and the four self-service roles may
  // pick their own role on their profile; admins and moderators may not.
  const help = !role
    ? null
    : role === "viewer"
      ? ("viewer" as const)
      : canSwitchOwnRole(role)
        ? ("selfService" as const)
        : ("restricted" as const);
  return data(
    { from, user: user && role && help ? { email: user.email, role, help } : null },
    { status: 403, headers: { "Cache-Control": "private, no-cache" } },
  );
}

export const meta = () =>
  pageMeta({
    title: forbiddenCopy.title,
    description: forbiddenCopy.signInRequired,
    noindex: true,
  });

export default function Forbidden({ loaderData: { from, user } }: Route.ComponentProps) {
  const t = forbiddenCopy;
  return (
    <div className="mx-auto max-w-2xl px-4 py-14">
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        403
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink">{t.title}</h1>
      {user ? (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle as="h2">{t.insufficientPermissions}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            <p>
              {t.signedInAs} <strong>{user.email}</strong>
            </p>
            <p className="capitalize">
              {t.role} {roleLabel(user.role) || shellCopy.defaultRoleLabel}
            </p>
            <p className="pt-2 text-muted">{t.insufficientPermissionsHelp[user.help]}</p>
            {user.help === "restricted" ? null : (
              <p className="pt-2">
                <Link to={chooseRolePath()} className="font-semibold text-brand-700 underline">
                  {t.chooseRole}
                </Link>
              </p>
            )}
          </CardContent>
        </Card>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-muted">{t.signInRequired}</p>
          <Button asChild>
            <Link to={`/auth/sign-in?redirectTo=${encodeURIComponent(from)}`}>{t.signIn}</Link>
          </Button>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {/* Back in history, not to `from`: that page is the one that turned them away. */}
        <GoBackButton />
        <Button asChild variant="secondary">
          <Link to="/">{errorPageCopy.notFoundPage.goHome}</Link>
        </Button>
      </div>
      <section aria-labelledby="need-help" className="mt-10 rounded-card bg-surface p-4">
        <h2 id="need-help" className="font-semibold text-ink">
          {t.needHelp}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
          <li>{t.helpCreators}</li>
          <li>{t.helpOwners}</li>
          <li>{t.helpAdmins}</li>
        </ul>
        <p className="mt-3 text-sm">
          <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
            {t.contactSupport}
          </Link>
        </p>
      </section>
    </div>
  );
}
