import type { Route } from "./+types/jobs";
import { FormError } from "~/components/ui/form-error";
import { requirePermission } from "~/features/accounts/guards.server";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { adminPath } from "~/features/admin/admin-paths";
import { retryJobSchema } from "~/features/admin/admin-schemas";
import { FailedJobsPanel } from "~/features/admin/components/failed-jobs-panel";
import { listFailedJobsForAdmin, retryJobForAdmin } from "~/features/admin/failed-jobs.server";
import { failedJobsCopy } from "~/features/admin/messages";
import { AppError } from "~/lib/app-error.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, "jobs:manage");
  return { jobs: await listFailedJobsForAdmin({ actorId: user.id }) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "jobs:manage");
  const parsed = await parseForm(request, retryJobSchema, { formError: generalErrors.validation });
  if (!parsed.ok) return parsed.response;
  try {
    await retryJobForAdmin({ actorId: user.id, ...parsed.data });
  } catch (error) {
    if (!(error instanceof AppError) || error.kind !== "notFound") throw error;
    return redirectWithToast(adminPath("jobs"), messageToast(failedJobsCopy.gone, "error"));
  }
  return redirectWithToast(adminPath("jobs"), messageToast(failedJobsCopy.retried, "success"));
}

export default function JobsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <FormError message={actionData?.formError} />
      <FailedJobsPanel jobs={loaderData.jobs} />
    </div>
  );
}
