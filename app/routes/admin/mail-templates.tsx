import type { Route } from "./+types/mail-templates";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { MailTemplatesList } from "~/features/admin/components/mail-templates-list";
import { listEditedMailTemplates } from "~/features/admin/mail-wording.server";
import { MAIL_TEMPLATES } from "~/mail-templates.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "settings:mail-templates");
  const edited = await listEditedMailTemplates();
  return {
    templates: MAIL_TEMPLATES.flatMap((t) =>
      t.editable
        ? [
            {
              name: t.name,
              title: t.editable.title,
              description: t.editable.description,
              editedAt: edited.get(t.name) ?? null,
            },
          ]
        : [],
    ),
  };
}

export default function MailTemplatesPage({ loaderData }: Route.ComponentProps) {
  return <MailTemplatesList templates={loaderData.templates} />;
}
