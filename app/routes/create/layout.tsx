import { data, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { PageHeader } from "~/components/section";
import { Button } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/tabs";
import {
  CREATE_TABS,
  createTabAt,
  createPageCopy,
  createTabLabels,
  type CreateTabId,
} from "~/features/accounts/create-tabs";
import { requirePermission } from "~/features/accounts/guards.server";
import { loginRequiredCopy } from "~/features/accounts/messages";
import { can } from "~/features/accounts/permissions";
import { contentToasts } from "~/features/content/messages";
import { eventToasts } from "~/features/events/messages";
import { marketplaceToasts } from "~/features/marketplace/messages";
import { bookingToasts } from "~/features/stays/messages";
import { getSessionUser } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";
import { shellCopy } from "~/lib/messages/shell";

export const meta = () =>
  pageMeta({ title: createPageCopy.title, description: createPageCopy.intro, noindex: true });

/**
 * Create and Share (001 §2 /create): the frame of its tabs. Signed out: the spec's
 * Login Required screen with Sign In (returning to the tab asked for); signed in: any
 * role but viewer (docs/product-decisions.md > Roles), each tab its own page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const url = new URL(request.url);
  if (!(await getSessionUser(request))) {
    // The tab's words come with the data: the four areas' catalogues stay off the page's
    // scripts (a signed-out visitor downloads this page's code without using the forms).
    const loginMessage = LOGIN_REQUIRED[createTabAt(url.pathname)];
    return data({ signedIn: false as const, returnTo: url.pathname, loginMessage }, { headers });
  }
  const user = await requirePermission(request, "area:create");
  const tabs = CREATE_TABS.filter((t) => can(user.role, t.permission)).map((t) => t.id);
  return data({ signedIn: true as const, tabs }, { headers });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Each tab's own words for signed-out people (001 §5: 'Please login to create products'). */
const LOGIN_REQUIRED: Record<CreateTabId, string> = {
  event: eventToasts.loginRequired.message,
  content: contentToasts.loginRequired.message,
  product: marketplaceToasts.loginRequired.message,
  property: bookingToasts.loginRequired.message,
};

export default function CreateLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (!loaderData.signedIn) {
    return (
      <div className="mx-auto max-w-xl px-4 py-14 text-center">
        <h1 className="text-2xl font-bold text-ink">{loginRequiredCopy.title}</h1>
        <p className="mt-3 text-muted">{loaderData.loginMessage}</p>
        <p className="mt-1 text-sm text-muted">{loginRequiredCopy.message}</p>
        <Button asChild className="mt-6">
          <Link to={`/auth/sign-in?redirectTo=${encodeURIComponent(loaderData.returnTo)}`}>
            {shellCopy.userMenu.signIn}
          </Link>
        </Button>
      </div>
    );
  }
  const tabs = CREATE_TABS.filter((t) => loaderData.tabs.includes(t.id));
  return (
    <>
      <PageHeader title={createPageCopy.title} description={createPageCopy.intro} />
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-4 py-8">
        {tabs.length > 1 ? (
          <LinkTabs
            aria-label={createPageCopy.title}
            items={tabs.map((t) => ({
              to: t.path,
              label: createTabLabels[t.id],
              active: pathname === t.path,
            }))}
          />
        ) : null}
        <Outlet />
      </div>
    </>
  );
}
