import type { $ZodType, output } from "zod/v4/core";
import { AppError } from "~/lib/app-error.server";
import { formAnswer, parseForm, type FormAnswer } from "~/lib/form-action.server";
import { LISTING_FORM_MAX_BYTES, PHOTOS_MAX } from "~/lib/media/listing-photos";
import { photoFilesFrom, storeListingPhotos } from "~/lib/media/listing-photos.server";
import { discardListingPhotos } from "~/lib/media/listing-photos-sweep.server";
import type { StoredImage } from "~/lib/media/responsive";
import type { Message } from "~/lib/messages";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";

/** Fields posted more than once (ticked boxes), all their values: `values` keeps one. */
function listsOf(form: FormData): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    if (all.length > 1) lists[key] = all.map((v) => v.slice(0, 200)).slice(0, 100);
  }
  return lists;
}

/** A listing form's failed post: the usual answer plus the multi-valued fields. */
const failed = (
  form: FormData | null,
  answer: Partial<FormAnswer> & { values: Record<string, string> },
  status: number,
) => ({
  ok: false as const,
  response: formAnswer(answer.values, { ...answer, lists: form ? listsOf(form) : {} }, status),
});

/**
 * The post of a listing form (products and properties, create and edit): the body's
 * size checked first, the fields parsed with the form's one schema (400 with field
 * errors and the typed values), the new photos stored through the image pipeline
 * (before any transaction), then the one domain step. A user error the step or the
 * photos throw comes back the same way, titled `failure` with the error's own words
 * (001 §8: 'Failed to add product', 'Failed to list property'). Whatever stops the
 * step (a user error, a database error), the photos stored for it are removed again
 * (ADR 040).
 */
export async function postListingForm<Schema extends $ZodType, Result, Attached = null>(
  request: Request,
  {
    schema,
    failure,
    photoPrefix,
    ownerId,
    room = () => PHOTOS_MAX,
    maxBytes = LISTING_FORM_MAX_BYTES,
    attach,
    step,
  }: {
    schema: Schema;
    failure: Message;
    /** Storage prefix of the photos ("products", "properties"). */
    photoPrefix: string;
    /** Who posts the photos (their records' owner). */
    ownerId: string;
    /** How many new photos the listing can take, from the parsed form. */
    room?: (input: output<Schema>) => number;
    /** The largest body this form takes (a product's digital file makes it larger). */
    maxBytes?: number;
    /**
     * Another file the form carries (a product's digital file), stored after the photos
     * and before the step, and removed again (`discard`) when the step fails.
     */
    attach?: (
      form: FormData,
      input: output<Schema>,
    ) => Promise<{ value: Attached; discard: () => Promise<void> }>;
    step: (input: output<Schema>, photos: StoredImage[], attached: Attached) => Promise<Result>;
  },
) {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > maxBytes)
    return failed(null, { values: {}, formError: generalErrors.fileSize }, 413);
  const form = await request.formData().catch(() => null);
  if (!form) return failed(null, { values: {}, formError: generalErrors.validation }, 400);
  const parsed = await parseForm(form, schema, { formError: failure });
  if (!parsed.ok) return failed(form, parsed.response.data, 400);
  try {
    const photos = await storeListingPhotos({
      files: photoFilesFrom(form),
      prefix: photoPrefix,
      ownerId,
      invalidMessage: validation.notAnImage,
      room: room(parsed.data),
    });
    let attached: { value: Attached; discard: () => Promise<void> } = {
      value: null as Attached,
      discard: async () => {},
    };
    try {
      if (attach) attached = await attach(form, parsed.data);
      return { ok: true as const, result: await step(parsed.data, photos, attached.value) };
    } catch (error) {
      await discardListingPhotos(photos);
      await attached.discard();
      throw error;
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return failed(
      form,
      {
        values: parsed.values,
        fieldErrors: error.fieldErrors ?? {},
        formError: { title: failure.title, message: error.userMessage.message },
      },
      error.status,
    );
  }
}
