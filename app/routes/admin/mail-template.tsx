import { data } from "react-router";
import type { Route } from "./+types/mail-template";
import { FormError } from "~/components/ui/form-error";
import { requirePermission } from "~/features/accounts/guards.server";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { SETTINGS_PATHS } from "~/features/admin/admin-paths";
import { mailWordingSchema } from "~/features/admin/admin-settings-schemas";
import {
  MailTemplateEditor,
  type MailPreview,
} from "~/features/admin/components/mail-template-editor";
import {
  loadMailWording,
  previewMailWording,
  resetMailWording,
  saveMailWording,
} from "~/features/admin/mail-wording.server";
import { mailTemplateToasts } from "~/features/admin/settings-messages";
import { redirectAfter } from "~/lib/flash.server";
import { parseForm, runForm } from "~/lib/form-action.server";
import { mailTemplateNamed } from "~/mail-templates.server";

function templateFor(name: string | undefined) {
  const template = mailTemplateNamed(name ?? "");
  if (!template) throw data(null, { status: 404 });
  return template;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request, "settings:mail-templates");
  const template = templateFor(params.name);
  const { wording, edited } = await loadMailWording({ template });
  return {
    name: template.name,
    mail: template.editable!,
    wording,
    edited,
    // The wording in use, with the sample data: what the next such e-mail looks like.
    preview: previewMailWording({ template, wording }) as MailPreview,
  };
}

/** Save, preview (nothing stored) or reset one template: admins only, checked here and in the domain. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "settings:mail-templates");
  const template = templateFor(params.name);
  const title = template.editable!.title;
  const back = SETTINGS_PATHS.mailTemplate(template.name);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "reset") {
    return redirectAfter(back, async () => {
      await resetMailWording({ actorId: user.id, template });
      return mailTemplateToasts.reset(title);
    });
  }

  const parsed = await parseForm(form, mailWordingSchema, {
    formError: mailTemplateToasts.invalid,
  });
  if (!parsed.ok) return parsed.response;
  const wording = parsed.data;

  if (intent === "preview") {
    const done = await runForm(parsed.values, async () =>
      previewMailWording({ template, wording }),
    );
    if (!done.ok) return done.response;
    return { values: parsed.values, fieldErrors: {}, formError: null, preview: done.result };
  }

  const done = await runForm(parsed.values, () =>
    saveMailWording({ actorId: user.id, template, wording }),
  );
  if (!done.ok) return done.response;
  return redirectAfter(back, async () => mailTemplateToasts.saved(title));
}

export default function MailTemplatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { mail, wording, edited } = loaderData;
  const typed = actionData?.values;
  const shown =
    typed && ("subject" in typed || "body" in typed)
      ? { subject: typed.subject ?? "", body: typed.body ?? "" }
      : wording;
  const preview =
    actionData && "preview" in actionData
      ? (actionData.preview as MailPreview)
      : actionData
        ? null
        : loaderData.preview;
  return (
    <div className="grid gap-4">
      <FormError message={actionData?.formError} />
      <MailTemplateEditor
        title={mail.title}
        description={mail.description}
        mail={mail}
        wording={shown}
        edited={edited}
        preview={preview}
        fieldErrors={actionData?.fieldErrors ?? {}}
      />
    </div>
  );
}
