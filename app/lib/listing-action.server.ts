import { AppError } from "~/lib/app-error.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import type { Message } from "~/lib/messages";

/**
 * Runs one owner's action on a listing (deactivate, reactivate, stock) and goes back to
 * the list with its message. A refusal (403: not theirs, 404: no such listing) stays an
 * error response with its status, so a crafted post is answered as one; a user's
 * mistake comes back as a toast on the list.
 */
export async function listingAction(backTo: string, step: () => Promise<Message>) {
  let done: Message;
  try {
    done = await step();
  } catch (error) {
    if (!(error instanceof AppError) || error.status === 403 || error.status === 404) throw error;
    return redirectWithToast(backTo, messageToast(error.userMessage, "error"));
  }
  return redirectWithToast(backTo, messageToast(done, "success"));
}
