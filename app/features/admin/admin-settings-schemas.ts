import { z } from "zod";
import { MAIL_WORDING_LIMITS } from "~/lib/mail/mail-template";
import { mailWordingProblems } from "~/lib/messages/mail-wording";

// Generous caps on what is read at all; the wording check gives the real limits
// and their messages (checkWording, lib/mail/mail-template.ts).
const part = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n?/g, "\n"))
    .pipe(z.string().max(max * 2, { error: mailWordingProblems.bodyTooLong(max) }));

/** An admin's wording of one e-mail: the editor's form (save and preview). */
export const mailWordingSchema = z.object({
  subject: part(MAIL_WORDING_LIMITS.subject),
  body: part(MAIL_WORDING_LIMITS.body),
});
