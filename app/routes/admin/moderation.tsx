import type { Route } from "./+types/moderation";
import { FormError } from "~/components/ui/form-error";
import { requirePermission } from "~/features/accounts/guards.server";
import { moderateSchema } from "~/features/admin/admin-schemas";
import { adminBackPath } from "~/features/admin/admin-paths";
import { ModerationPanel } from "~/features/moderation/moderation-panel";
import { decideQueueEntry, loadReviewQueue } from "~/features/moderation/moderation-pages.server";
import { redirectAfter } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { adminSuccess } from "~/features/admin/messages";
import { moderationToasts } from "~/features/moderation/messages";
import { validation } from "~/lib/messages/validation";
import { pageFromUrl, pageNumber } from "~/lib/pagination";
import { TipReportsPanel } from "~/features/tips/components/tip-reports-panel";
import { openTipReports } from "~/features/tips/moderate-tip.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "area:admin");
  const url = new URL(request.url);
  return {
    queue: await loadReviewQueue({ page: pageFromUrl(url) }),
    // Reported supporters' messages (issue 35): not items, so listed beside the queue.
    tipReports: await openTipReports({ page: pageNumber(url.searchParams.get("tipPage")) }),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "moderation:review");
  const parsed = await parseForm(request, moderateSchema, {
    formError: (fe) => ({
      title: moderationToasts.fetchFailed.title,
      message: Object.values(fe)[0]?.[0] ?? validation.required,
    }),
  });
  if (!parsed.ok) return parsed.response;
  return redirectAfter(adminBackPath(parsed.form, "moderation"), async () => {
    const outcome = await decideQueueEntry({ moderatorId: user.id, input: parsed.data });
    if (outcome.review) {
      return outcome.decision === "approve"
        ? adminSuccess.reportDismissed
        : moderationToasts.reviewHidden;
    }
    if (outcome.report) {
      return outcome.decision === "approve"
        ? adminSuccess.reportDismissed
        : adminSuccess.reportUpheld(outcome.itemType);
    }
    return adminSuccess.itemModerated(
      outcome.itemType,
      outcome.decision === "approve" ? "approved" : "rejected",
    );
  });
}

export default function ModerationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <FormError message={actionData?.formError} />
      <ModerationPanel queue={loaderData.queue} />
      <TipReportsPanel
        reports={loaderData.tipReports}
        hrefFor={(p) => `/admin/moderation?tipPage=${p}#tip-reports`}
      />
    </div>
  );
}
