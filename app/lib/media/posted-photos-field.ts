import { z } from "zod";
import type { PostedPhoto } from "./listing-photos";

/**
 * The edit forms' stored photos, posted as `currentPhotos[i].key`, `.position` (the
 * place typed, blank: unchanged) and `.remove` (a checkbox). Which keys count is
 * decided against the listing's own photos (arrangePhotos), never taken on trust.
 */
export const postedPhotosField = () =>
  z
    .array(
      z.object({
        key: z.string().max(512),
        position: z
          .string()
          .optional()
          .transform((v) => {
            const n = Number.parseInt(v ?? "", 10);
            return Number.isFinite(n) && n > 0 && n < 1000 ? n : null;
          }),
        remove: z
          .string()
          .optional()
          .transform((v) => v === "on"),
      }),
    )
    .max(50)
    .optional()
    .transform((rows): PostedPhoto[] => rows ?? []);
