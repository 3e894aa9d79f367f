import { Link } from "react-router";
import { ClipboardCheck, Megaphone, Users } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { adminCopy } from "~/features/admin/messages";
import type { AdminMetrics } from "../metrics.server";

export function OverviewPanel({ metrics }: { metrics: AdminMetrics }) {
  const t = adminCopy;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t.recentActivity}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            <li>{t.activity.pending(metrics.pendingReviews)}</li>
            <li>{t.activity.campaigns(metrics.activeAds)}</li>
            <li>{t.activity.users(metrics.totalUsers)}</li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t.quickActions}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Link to="/admin/moderation" className={buttonVariants({ variant: "outline" })}>
            <ClipboardCheck aria-hidden /> {t.reviewQueue}
          </Link>
          <Link to="/admin/ads" className={buttonVariants({ variant: "outline" })}>
            <Megaphone aria-hidden /> {t.manageAds}
          </Link>
          <Link to="/admin/users" className={buttonVariants({ variant: "outline" })}>
            <Users aria-hidden /> {t.manageUsers}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
