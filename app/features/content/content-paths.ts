// Where a creator manages their content (My Content and its item pages). Client-safe.

export const MY_CONTENT_PATH = "/dashboard/content";

export const contentManagePaths = {
  edit: (id: string) => `${MY_CONTENT_PATH}/${id}/edit`,
  delete: (id: string) => `${MY_CONTENT_PATH}/${id}/delete`,
};

/** The edit page's path, for the server's upload rule (its form carries a thumbnail). */
export const CONTENT_EDIT_PATH = /^\/dashboard\/content\/[0-9a-f-]{36}\/edit$/i;

/** Where the content page's beacon posts a view (navigator.sendBeacon, form-encoded). */
export const CONTENT_VIEWS_ENDPOINT = "/api/content-views";

/** `?quality=original` on a video's page plays the original instead of the data saver. */
export const ORIGINAL_QUALITY = "original";
