import { z } from "zod";

/** An Ads tab action: which ad, and the list position to come back to. */
export const adActionSchema = z.object({
  intent: z.enum(["approve", "reject", "delete"]),
  id: z.uuid(),
});
