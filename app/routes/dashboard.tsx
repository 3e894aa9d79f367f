import { eq } from "drizzle-orm";
import { CalendarCog } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { Button } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/tabs";
import { can } from "~/features/accounts/permissions";
import { requirePermission } from "~/features/accounts/guards.server";
import { AnalyticsTab } from "~/features/dashboard/analytics-tab";
import {
  dashboardTabOf,
  DASHBOARD_TABS,
  type DashboardTab,
} from "~/features/dashboard/dashboard-tabs";
import { getMyAnalytics, listMyItems } from "~/features/dashboard/my-items.server";
import { MyContentTab } from "~/features/dashboard/my-content-tab";
import { NotificationsTab } from "~/features/dashboard/notifications-tab";
import {
  listNotifications,
  markNotificationsRead,
} from "~/features/notifications/notifications.server";
import { storeAvatar } from "~/features/profile/avatar.server";
import { ProfileTab, type ProfileActionData } from "~/features/profile/profile-tab";
import { AVATAR_MAX_BYTES } from "~/features/profile/profile-constants";
import { profileSchema } from "~/features/profile/profile-schema";
import { canSwitchOwnRole, updateProfile } from "~/features/profile/update-profile.server";
import { profiles } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { redirectWithToast } from "~/lib/flash.server";
import { fieldErrors } from "~/lib/form-schemas";
import { dashboardCopy, errors, success, toasts } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { mediaBaseUrl } from "~/lib/storage/storage.server";

export const meta = () =>
  pageMeta({
    title: dashboardCopy.title,
    description: "Your profile, content, figures and notifications.",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  const tab = dashboardTabOf(new URL(request.url).searchParams.get("tab"));
  const db = await getDb();
  const base = {
    tab,
    role: user.role,
    canManageEvents: can(user.role, "area:events-dashboard"),
    mediaBase: mediaBaseUrl(),
  };
  switch (tab) {
    case "profile": {
      const [profile] = await db
        .select({
          fullName: profiles.fullName,
          username: profiles.username,
          bio: profiles.bio,
          avatarKey: profiles.avatarKey,
          role: profiles.role,
        })
        .from(profiles)
        .where(eq(profiles.id, user.id))
        .limit(1);
      return {
        ...base,
        profile: profile ?? {
          fullName: user.fullName,
          username: user.username,
          bio: null,
          avatarKey: user.avatarKey,
          role: user.role,
        },
        canSwitchRole: canSwitchOwnRole(profile?.role ?? user.role),
      };
    }
    case "content":
      return { ...base, items: await listMyItems(db, user.id) };
    case "analytics":
      return { ...base, analytics: await getMyAnalytics(db, user.id) };
    case "notifications": {
      // Listed first, then marked read: this page still shows which ones were new.
      const list = await listNotifications(db, user.id);
      await markNotificationsRead(db, user.id);
      return {
        ...base,
        notifications: list.map((n) => ({
          id: n.id,
          title: n.title,
          message: n.message,
          href: typeof n.data.href === "string" && n.data.href.startsWith("/") ? n.data.href : null,
          createdAt: n.createdAt.toISOString(),
          unread: n.readAt === null,
        })),
      };
    }
  }
}

function answer(values: Record<string, string>, init: Partial<ProfileActionData>, status: number) {
  return data<ProfileActionData>(
    { values, fieldErrors: {}, formError: toasts.profile.updateFailed, ...init },
    { status },
  );
}

/** Saves the Profile tab (multipart: the avatar travels with the fields). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:dashboard");
  // Refuse an oversized upload before reading it into memory.
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > AVATAR_MAX_BYTES + 64 * 1024) {
    return answer({}, { formError: errors.general.fileSize }, 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({}, { formError: errors.general.validation }, 400);
  }
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    return answer(values, { fieldErrors: fieldErrors(parsed.error) }, 400);
  }
  try {
    const file = form.get("avatar");
    const avatar =
      file instanceof File && file.size > 0
        ? await storeAvatar({ bytes: Buffer.from(await file.arrayBuffer()) })
        : null;
    await updateProfile(await getDb(), { userId: user.id, input: parsed.data, avatar });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return answer(values, { fieldErrors: error.fieldErrors ?? {} }, error.status);
  }
  return redirectWithToast("/dashboard?tab=profile", {
    variant: "success",
    title: success.auth.profileUpdated.title,
    description: success.auth.profileUpdated.message,
  });
}

const TAB_LABEL: Record<DashboardTab, string> = dashboardCopy.tabs;

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, canManageEvents } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{dashboardCopy.title}</h1>
        {canManageEvents ? (
          <Button asChild variant="outline">
            <Link to="/events/dashboard">
              <CalendarCog aria-hidden="true" /> {dashboardCopy.eventsManage}
            </Link>
          </Button>
        ) : null}
      </div>
      <LinkTabs
        className="mt-4"
        aria-label="Dashboard sections"
        items={DASHBOARD_TABS.map((t) => ({
          to: `/dashboard?tab=${t}`,
          label: TAB_LABEL[t],
          active: t === tab,
        }))}
      />
      <div className="mt-6">
        {"profile" in loaderData ? (
          <ProfileTab
            profile={loaderData.profile}
            canSwitchRole={loaderData.canSwitchRole}
            mediaBase={loaderData.mediaBase}
            result={actionData}
          />
        ) : null}
        {"items" in loaderData ? <MyContentTab items={loaderData.items} /> : null}
        {"analytics" in loaderData ? <AnalyticsTab analytics={loaderData.analytics} /> : null}
        {"notifications" in loaderData ? (
          <NotificationsTab notifications={loaderData.notifications} />
        ) : null}
      </div>
    </div>
  );
}
