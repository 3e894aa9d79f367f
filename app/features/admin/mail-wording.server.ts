import { eq } from "drizzle-orm";
import { emailTemplates, profiles } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { checkWording, type MailTemplate, type MailWording } from "~/lib/mail/mail-template";
import { mailTemplateToasts } from "./settings-messages";

type Template = MailTemplate<{ origin: string }>;

// The template itself comes from the composition list (app/mail-templates.server.ts),
// which the route resolves by name: this module knows no feature's mails.

async function requireEditor(tx: Tx, actorId: string) {
  const [actor] = await tx
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  if (!authorize(actor ?? null, "settings:mail-templates")) throw new AppError("forbidden");
}

function editableOf(template: Template) {
  if (!template.editable) throw new AppError("notFound");
  return template.editable;
}

/** The names of the templates an admin has edited, with when. */
export async function listEditedMailTemplates() {
  const db = await getDb();
  const rows = await db
    .select({ key: emailTemplates.key, updatedAt: emailTemplates.updatedAt })
    .from(emailTemplates);
  return new Map(rows.map((r) => [r.key, r.updatedAt.toISOString()]));
}

/** The wording in use (the admin's, else the code's) and who last changed it. */
export async function loadMailWording({ template }: { template: Template }) {
  const editable = editableOf(template);
  const db = await getDb();
  const [row] = await db
    .select({
      subject: emailTemplates.subject,
      body: emailTemplates.body,
      updatedAt: emailTemplates.updatedAt,
      byName: profiles.fullName,
    })
    .from(emailTemplates)
    .leftJoin(profiles, eq(profiles.id, emailTemplates.updatedBy))
    .where(eq(emailTemplates.key, template.name));
  return {
    wording: row ? { subject: row.subject, body: row.body } : editable.defaults,
    edited: row ? { at: row.updatedAt.toISOString(), byName: row.byName } : null,
  };
}

/**
 * The e-mail as its sample data would read in `wording`; refused with the reasons
 * when the wording does not fit the template (nothing is stored either way).
 */
export function previewMailWording({
  template,
  wording,
}: {
  template: Template;
  wording: MailWording;
}) {
  const editable = editableOf(template);
  const check = checkWording(editable, wording);
  if (!check.ok) {
    throw new AppError("validation", {
      message: mailTemplateToasts.invalid,
      fieldErrors: check.fieldErrors,
    });
  }
  const mail = template.render(template.example).withWording!(wording)!;
  return { subject: mail.subject, text: mail.text, html: mail.html ?? null };
}

/** An admin's wording for one template; the next mail of that template uses it. */
export async function saveMailWording({
  actorId,
  template,
  wording,
}: {
  actorId: string;
  template: Template;
  wording: MailWording;
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await requireEditor(tx, actorId);
    previewMailWording({ template, wording });
    const values = { subject: wording.subject, body: wording.body, updatedBy: actorId };
    await tx
      .insert(emailTemplates)
      .values({ key: template.name, ...values })
      .onConflictDoUpdate({
        target: emailTemplates.key,
        set: { ...values, updatedAt: new Date() },
      });
  });
  getLogger().info(
    { audit: "mail_template.changed", actorId, template: template.name, wording },
    "mail template changed",
  );
}

/** Back to the code's wording: the stored one is removed. */
export async function resetMailWording({
  actorId,
  template,
}: {
  actorId: string;
  template: Template;
}) {
  editableOf(template);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await requireEditor(tx, actorId);
    await tx.delete(emailTemplates).where(eq(emailTemplates.key, template.name));
  });
  getLogger().info(
    { audit: "mail_template.reset", actorId, template: template.name },
    "mail template reset",
  );
}
