import { z } from "zod";
import { redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm, typedValues } from "~/lib/form-action.server";
import { contentFormSchema } from "./content-form-schema";
import { POSTED_FILE_REFUSAL_FIELD } from "./content-paths";
import { createContent } from "./create-content.server";
import { contentSuccess, contentToasts } from "./messages";

/** What the server's edge says of a posted file it refused (server/content-form-posts.ts). */
const refusalSchema = z.object({
  status: z.union([z.literal(400), z.literal(413), z.literal(415)]),
  message: z.string().max(500),
});

function postedFileRefusal(form: FormData) {
  const raw = form.get(POSTED_FILE_REFUSAL_FIELD);
  if (typeof raw !== "string") return null;
  try {
    const parsed = refusalSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The upload form's post, shared by /submit and /create/content. The form carries the
 * finished upload's id: a tus upload's (with JavaScript), or the id the server's edge
 * gave the file posted with the form (without), which it may also have refused with
 * the spec's message. Parsed with the one schema; a video or audio item may bring a
 * thumbnail. Failures come back titled 'Failed to upload content' (001 §8) with the
 * typed values (the upload's id included, so a second submit needs no new file);
 * success goes to My Content, where processing shows.
 */
export async function createContentFromForm(
  request: Request,
  { creatorId }: { creatorId: string },
) {
  const form = await request.formData().catch(() => null);
  if (!form) return formAnswer({}, { formError: contentToasts.uploadFailed }, 400);
  const refusal = postedFileRefusal(form);
  form.delete(POSTED_FILE_REFUSAL_FIELD);
  if (refusal)
    return formAnswer(
      typedValues(form),
      {
        fieldErrors: { uploadId: [refusal.message] },
        // The reason, not "check your connection": the file arrived and was refused.
        formError: { title: contentToasts.uploadFailed.title, message: refusal.message },
      },
      refusal.status,
    );
  const parsed = await parseForm(form, contentFormSchema, {
    formError: contentToasts.uploadFailed,
  });
  if (!parsed.ok) return parsed.response;
  const picture = form.get("thumbnail");
  const thumbnail =
    picture instanceof File && picture.size > 0 ? Buffer.from(await picture.arrayBuffer()) : null;
  const run = await runForm(
    parsed.values,
    () => createContent({ creatorId, input: parsed.data, thumbnail }),
    { formError: contentToasts.uploadFailed },
  );
  if (!run.ok) return run.response;
  return redirectWithToast("/dashboard/content", {
    variant: "success",
    title: contentSuccess.uploaded.title,
    description: contentSuccess.uploaded.message,
  });
}
