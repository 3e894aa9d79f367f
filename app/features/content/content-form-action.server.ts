import { redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm } from "~/lib/form-action.server";
import { contentFormSchema } from "./content-form-schema";
import { createContent } from "./create-content.server";
import { contentSuccess, contentToasts } from "./messages";

/**
 * The upload form's post, shared by /submit and /create/content: the form carries the
 * finished upload's id (the file itself came through /uploads/content), parsed with the
 * one schema; failures come back titled 'Failed to upload content' (001 §8) with the
 * typed values; success goes to My Content, where processing shows.
 */
export async function createContentFromForm(
  request: Request,
  { creatorId }: { creatorId: string },
) {
  const parsed = await parseForm(request, contentFormSchema, {
    formError: contentToasts.uploadFailed,
  });
  if (!parsed.ok) return parsed.response;
  const run = await runForm(parsed.values, () => createContent({ creatorId, input: parsed.data }), {
    formError: contentToasts.uploadFailed,
  });
  if (!run.ok) return run.response;
  return redirectWithToast("/dashboard/content", {
    variant: "success",
    title: contentSuccess.uploaded.title,
    description: contentSuccess.uploaded.message,
  });
}
