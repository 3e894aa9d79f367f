import { data } from "react-router";
import type { Route } from "./+types/content";
import { requirePermission } from "~/features/accounts/guards.server";
import { ContentUploadForm } from "~/features/content/components/content-upload-form";
import { createContentFromForm } from "~/features/content/content-form-action.server";
import { contentFormCopy } from "~/features/content/content-form-messages";
import { getSessionUser } from "~/lib/auth.server";

/** The content tab of /create: the same form as /submit's dialog (the layout shows Login Required). */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  if (await getSessionUser(request)) await requirePermission(request, "create:content");
  return data(null, { headers });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "create:content");
  return createContentFromForm(request, { creatorId: user.id });
}

export default function CreateContentTab({ actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="create-content-heading" className="grid gap-4">
      <h2 id="create-content-heading" className="text-xl font-semibold text-ink">
        {contentFormCopy.heading}
      </h2>
      <ContentUploadForm result={actionData} />
    </section>
  );
}
