import { data } from "react-router";
import type { Route } from "./+types/support-tip";
import { requireUser, safeRedirectPath } from "~/features/accounts/guards.server";
import { tipToasts } from "~/features/tips/messages";
import { dismissTipReports, hideTip, reportTip } from "~/features/tips/moderate-tip.server";
import { tipActionSchema } from "~/features/tips/tip-action-schema";
import { messageToast, redirectAfter, redirectWithToast } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Actions only: hide, show again, report, dismiss reports of one supporter's message.
export function loader() {
  throw data(null, { status: 404 });
}

export async function action({ params, request }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!UUID.test(params.tipId)) throw data(null, { status: 404 });
  const form = await request.formData();
  const back = safeRedirectPath(String(form.get("back") ?? ""), "/dashboard/supporters");
  const parsed = await parseForm(form, tipActionSchema);
  if (!parsed.ok) {
    // The one field a person can get wrong is the report's reason.
    return redirectWithToast(back, messageToast(tipToasts.chooseReason, "error"));
  }
  const tipId = params.tipId;
  const actor = { id: user.id, role: user.role };
  const input = parsed.data;
  return redirectAfter(back, async () => {
    switch (input.intent) {
      case "hide":
      case "unhide":
        await hideTip({ tipId, actor, hidden: input.intent === "hide" });
        return input.intent === "hide" ? tipToasts.hidden : tipToasts.shown;
      case "report": {
        const done = await reportTip({ tipId, reporterId: user.id, input });
        return done.status === "created" ? tipToasts.reported : tipToasts.alreadyReported;
      }
      case "dismiss":
        await dismissTipReports({ tipId, actor });
        return tipToasts.dismissed;
    }
  });
}
