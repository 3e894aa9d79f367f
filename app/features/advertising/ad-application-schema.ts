import { z } from "zod";
import { normalizeNigerianPhone } from "~/lib/nigerian-phone";
import { emailField } from "~/lib/form-schemas";
import { classifyLink } from "~/lib/links";
import { validation } from "~/lib/messages/validation";
import { isIsoDate } from "./ad-pricing";
import { AD_PRICING_PLANS, BANNER_PLACEMENTS } from "./catalog";
import { adFieldMessages, adLinkMessages } from "./messages";

/** Limits of the application's text fields. */
export const AD_TEXT_MAX = { name: 120, title: 120, description: 2000, address: 300, url: 2048 };
/** Logo and banner uploads: each at most this big. */
export const AD_IMAGE_MAX_MB = 5;
export const AD_IMAGE_MAX_BYTES = AD_IMAGE_MAX_MB * 1024 * 1024;

const text = (max: number) =>
  z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .max(max, { error: validation.maxLength(max) });

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validation.maxLength(max) })
    .optional()
    .transform((v) => v || null);

/**
 * http(s) only (never javascript:, data:, or a path): it becomes a link and a redirect.
 * And safe by the rules every link on the site is shown with (lib/links `classifyLink`,
 * as the notice-bar editor does): a local, private or loopback host, or user-info tricks,
 * would only ever be shown as "Unsafe link blocked" on the paid card.
 */
const webAddress = optional(AD_TEXT_MAX.url)
  .refine(
    (v) => {
      if (v === null) return true;
      try {
        const url = new URL(v);
        return (url.protocol === "https:" || url.protocol === "http:") && !!url.hostname;
      } catch {
        return false;
      }
    },
    { error: validation.url, abort: true },
  )
  .refine((v) => v === null || classifyLink(v).kind === "external", {
    error: adLinkMessages.unsafe,
  });

const isoDate = z
  .string({ error: adFieldMessages.date })
  .trim()
  .refine(isIsoDate, { error: adFieldMessages.date });

/**
 * The advertise form (spec 001 §5 Advertisement form, issue 16 rules). `today` is the
 * Lagos date the start may not be before. The plan is required for top providers and
 * the placement for banners; the other one is dropped, whatever was posted.
 */
export function adApplicationSchema(today: string) {
  return z
    .object({
      businessName: text(AD_TEXT_MAX.name),
      contactPerson: text(AD_TEXT_MAX.name),
      businessEmail: emailField(),
      businessPhone: optional(40).refine((v) => v === null || !!normalizeNigerianPhone(v), {
        error: validation.phone,
      }),
      businessWebsite: webAddress,
      businessAddress: optional(AD_TEXT_MAX.address),
      advertisementType: z.enum(["top_providers", "banner"], { error: adFieldMessages.type }),
      pricingPlan: z.string().optional(),
      placementLocation: z.string().optional(),
      title: text(AD_TEXT_MAX.title),
      description: optional(AD_TEXT_MAX.description),
      targetUrl: webAddress,
      startDate: isoDate,
      endDate: isoDate,
    })
    .superRefine((v, ctx) => {
      if (v.advertisementType === "top_providers" && !isPlan(v.pricingPlan)) {
        ctx.addIssue({ code: "custom", path: ["pricingPlan"], message: adFieldMessages.plan });
      }
      if (v.advertisementType === "banner" && !isPlacement(v.placementLocation)) {
        ctx.addIssue({
          code: "custom",
          path: ["placementLocation"],
          message: adFieldMessages.placement,
        });
      }
      if (v.startDate < today) {
        ctx.addIssue({ code: "custom", path: ["startDate"], message: adFieldMessages.startPast });
      }
      if (v.endDate <= v.startDate) {
        ctx.addIssue({
          code: "custom",
          path: ["endDate"],
          message: adFieldMessages.endBeforeStart,
        });
      }
    })
    .transform((v) => ({
      ...v,
      businessPhone: v.businessPhone && normalizeNigerianPhone(v.businessPhone),
      pricingPlan:
        v.advertisementType === "top_providers" && isPlan(v.pricingPlan) ? v.pricingPlan : null,
      placementLocation:
        v.advertisementType === "banner" && isPlacement(v.placementLocation)
          ? v.placementLocation
          : null,
    }));
}

export type AdApplication = z.output<ReturnType<typeof adApplicationSchema>>;

const isPlan = (v: unknown): v is (typeof AD_PRICING_PLANS)[number] =>
  (AD_PRICING_PLANS as readonly unknown[]).includes(v);
const isPlacement = (v: unknown): v is (typeof BANNER_PLACEMENTS)[number] =>
  (BANNER_PLACEMENTS as readonly unknown[]).includes(v);
