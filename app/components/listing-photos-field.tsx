import { Field } from "~/components/ui/field";
import {
  PHOTO_ACCEPT,
  PHOTO_MAX_MB,
  PHOTOS_MAX,
  PHOTOS_POST_MAX_MB,
} from "~/lib/media/listing-photos";
import type { ImageView } from "~/lib/media/responsive";
import { listingPhotosCopy as labels } from "~/lib/messages/listing-forms";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";

// Only an edit has stored photos to show (with the responsive-image code): the create
// pages, which anyone may open, load none of it; an edit's server still renders them inline.
const CurrentPhotos = serverRenderedLazy(() =>
  import("~/components/listing-current-photos").then((m) => m.ListingCurrentPhotos),
);

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
      {current.length ? <CurrentPhotos current={current} values={values} /> : null}
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
