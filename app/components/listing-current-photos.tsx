import { ResponsiveImage } from "~/components/responsive-image";
import type { ImageView } from "~/lib/media/responsive";
import { listingPhotosCopy as labels } from "~/lib/messages/listing-forms";

/**
 * A listing's stored photos in its edit form: a place number and a Remove box each
 * (ListingPhotosField shows them above the new-photo input).
 */
export function ListingCurrentPhotos({
  current,
  values,
}: {
  current: ImageView[];
  /** What was typed before a failed post (`currentPhotos[i].position`, `.remove`). */
  values?: Record<string, string>;
}) {
  return (
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
  );
}
