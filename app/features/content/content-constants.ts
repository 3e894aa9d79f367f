// Limits of a content item's details (the edit form and its schema). Zod-free: the form imports these.

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_DESCRIPTION_MAX = 5000;
export const CONTENT_TAGS_MAX = 20;
export const CONTENT_TAG_MAX_LENGTH = 40;
