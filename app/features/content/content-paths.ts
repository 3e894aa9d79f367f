// Where a creator manages their content (My Content and its item pages). Client-safe.

import type { PagePath } from "~/lib/page-paths";

export const MY_CONTENT_PATH = "/dashboard/content";

export const contentManagePaths = {
  edit: (id: string) => `${MY_CONTENT_PATH}/${id}/edit`,
  delete: (id: string) => `${MY_CONTENT_PATH}/${id}/delete`,
};

/** The edit page's path, for the server's upload rule (its form carries a thumbnail). */
export const CONTENT_EDIT_PATH = "/dashboard/content/:contentId/edit" satisfies PagePath;

/**
 * Where the content page's beacon posts a view (navigator.sendBeacon, form-encoded);
 * without JavaScript, a 1×1 image asks for `?id=` here instead.
 */
export const CONTENT_VIEWS_ENDPOINT = "/api/content-views";

/** `?quality=original` on a video's page plays the original instead of the data saver. */
export const ORIGINAL_QUALITY = "original";

/** The pages whose form uploads content (/submit's dialog and the /create tab). */
export const CONTENT_FORM_PATHS: readonly PagePath[] = ["/submit", "/create/content"];

/**
 * Set only by the server's edge (server/content-form-posts.ts) on a form whose posted
 * file it refused: the status and the spec's message, for the page's action to show.
 */
export const POSTED_FILE_REFUSAL_FIELD = "postedFileRefusal";
