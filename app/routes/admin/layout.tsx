import { data, Outlet, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { Spinner } from "~/components/ui/spinner";
import { LinkTabs } from "~/components/ui/tabs";
import { requirePermission } from "~/features/accounts/guards.server";
import { can } from "~/features/accounts/permissions";
import { loadAdminMetrics } from "~/features/admin/admin-pages.server";
import { adminPagesFor } from "~/features/admin/admin-paths";
import { MetricCards } from "~/features/admin/components/metric-cards";
import { adminCopy } from "~/features/admin/messages";
import { countPendingReviews } from "~/features/moderation/moderation-pages.server";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: adminCopy.title, description: adminCopy.intro, noindex: true });

/** The frame of every admin page; each page checks its own right again. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:admin");
  const isAdmin = can(user.role, "admin:pages");
  return data(
    {
      pages: adminPagesFor(user.role),
      isAdmin,
      metrics: isAdmin
        ? await loadAdminMetrics({ pendingReviews: await countPendingReviews() })
        : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pages, isAdmin, metrics } = loaderData;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const t = adminCopy;
  // Spinner while another page's data loads (the first view is rendered on the server).
  const loading =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/admin/");
  return (
    // grid-cols-1 (minmax(0, 1fr)): wide tables and tab rows scroll in their own box
    // instead of widening the page on a phone.
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="text-muted">{isAdmin ? t.intro : t.moderatorIntro}</p>
      </header>
      {metrics ? <MetricCards metrics={metrics} /> : null}
      <LinkTabs
        aria-label={t.title}
        items={pages.map((id) => ({
          to: `/admin/${id}`,
          label: t.tabs[id],
          // Settings' own pages (e-mail templates, notice bar) sit under its tab.
          active: pathname === `/admin/${id}` || pathname.startsWith(`/admin/${id}/`),
        }))}
      />
      <div aria-busy={loading} className="relative min-h-40">
        {loading ? (
          <div className="absolute inset-0 z-10 flex items-start justify-center bg-white/70 pt-10">
            <Spinner label={t.loading} />
          </div>
        ) : null}
        <Outlet />
      </div>
    </div>
  );
}
