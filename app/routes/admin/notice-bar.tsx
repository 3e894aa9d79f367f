import type { Route } from "./+types/notice-bar";
import { FormError } from "~/components/ui/form-error";
import { requirePermission } from "~/features/accounts/guards.server";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { SETTINGS_PATHS } from "~/features/admin/admin-paths";
import { NoticeBarForm } from "~/features/site/components/notice-bar-form";
import { loadNoticeSetting, saveNotice } from "~/features/site/notice-bar.server";
import { noticeBarCopy } from "~/features/site/notice-messages";
import { noticeSchema } from "~/features/site/notice-schema";
import { redirectAfter } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "settings:notice-bar");
  return { saved: await loadNoticeSetting() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "settings:notice-bar");
  const parsed = await parseForm(request, noticeSchema);
  if (!parsed.ok) return parsed.response;
  return redirectAfter(SETTINGS_PATHS.noticeBar, async () => {
    await saveNotice({ actorId: user.id, input: parsed.data });
    return noticeBarCopy.saved;
  });
}

export default function NoticeBarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { saved } = loaderData;
  const typed = actionData?.values;
  return (
    <div className="grid gap-4">
      <FormError message={actionData?.formError} />
      <NoticeBarForm
        saved={saved}
        values={
          typed
            ? {
                text: typed.text ?? "",
                linkUrl: typed.linkUrl ?? "",
                linkText: typed.linkText ?? "",
                tone: typed.tone ?? "info",
              }
            : saved
        }
        fieldErrors={actionData?.fieldErrors ?? {}}
      />
    </div>
  );
}
