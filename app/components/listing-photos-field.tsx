import { ResponsiveImage } from "~/components/responsive-image";
import { Field } from "~/components/ui/field";
import {
  PHOTO_ACCEPT,
  PHOTO_MAX_MB,
  PHOTOS_MAX,
  PHOTOS_POST_MAX_MB,
} from "~/lib/media/listing-photos";
import type { ImageView } from "~/lib/media/responsive";
import { listingPhotosCopy as labels } from "~/lib/messages/listing-forms";

/**
 * A listing's photos in its form (products, properties): on edit, the stored photos
 * with a place number and a Remove box each; then a plain multiple-file input (works
 * without JavaScript: the files post with the form, in the order chosen).
 */
export function ListingPhotosField({
  current = [],
  error,
  values,
}: {
  current?: ImageView[];
  error?: string[];
  /** What was typed before a failed post (`currentPhotos[i].position`, `.remove`). */
  values?: Record<string, string>;
}) {
  return (
    <div className="grid gap-3">
      {current.length ? (
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{labels.currentPhotos}</legend>
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {current.map((image, i) => {
              const name = (k: string) => `currentPhotos[${i}].${k}`;
              return (
                <li key={image.key} className="grid gap-2 rounded-card border border-line p-2">
                  <input type="hidden" name={name("key")} value={image.key} />
                  <ResponsiveImage image={image} alt="" preset="thumb" aspect="aspect-square" />
                  <label className="grid gap-1 text-xs text-muted">
                    {labels.photoPosition(i + 1)}
                    <input
                      type="number"
                      min={1}
                      max={current.length}
                      name={name("position")}
                      defaultValue={values?.[name("position")] ?? String(i + 1)}
                      className="h-9 w-full rounded-md border border-line-strong px-2 text-sm text-ink"
                    />
                  </label>
                  <label className="inline-flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      name={name("remove")}
                      defaultChecked={values?.[name("remove")] === "on"}
                      className="size-4"
                    />
                    {labels.removePhoto}
                  </label>
                </li>
              );
            })}
          </ol>
        </fieldset>
      ) : null}
      <Field
        label={current.length ? labels.addPhotos : labels.photos}
        name="photos"
        error={error}
        description={labels.photosHelp(PHOTOS_MAX, PHOTO_MAX_MB, PHOTOS_POST_MAX_MB)}
      >
        <input
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          className="w-full min-w-0 text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line-strong file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
      </Field>
    </div>
  );
}
