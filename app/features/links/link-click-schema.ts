import { z } from "zod";
import { pagePathField } from "~/lib/form-schemas";
import { classifyLink } from "~/lib/links";

/**
 * One outbound click as the browser reports it: the link's URL (only external links
 * the product would itself render are stored) and the path of the page it was on.
 */
export const linkClickSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2048)
    .refine((url) => classifyLink(url).kind === "external"),
  pageUrl: pagePathField(),
});

export type LinkClick = z.infer<typeof linkClickSchema>;
