import { z } from "zod";
import { validation } from "~/lib/messages/validation";

/** The Follow button's post (FollowForm → /follows): whom, which way, and where back to. */
export const followSchema = z.object({
  followeeId: z.uuid({ error: validation.required }),
  intent: z.enum(["follow", "unfollow"], { error: validation.required }),
  /** Checked by safeReturnPath in the action: only a path on this site. */
  returnTo: z.string().max(2048).optional(),
});

export type FollowInput = z.infer<typeof followSchema>;
