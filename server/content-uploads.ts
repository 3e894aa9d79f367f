import { Hono } from "hono";
import {
  CONTENT_UPLOAD_PATH,
  handleContentUpload,
} from "~/features/content/content-uploads.server";
import { getSessionUser } from "~/lib/auth.server";

/**
 * tus resumable uploads of content (features/content/content-uploads.server.ts). Mounted
 * after the cross-site guard (a PATCH from another site is refused like a form post)
 * and before the form-body guard, which would read the whole body: here each PATCH
 * streams into the upload store as it arrives, never held in memory.
 */
export const contentUploadRoutes = new Hono();

const handle = async (c: { req: { raw: Request } }) =>
  handleContentUpload(c.req.raw, await getSessionUser(c.req.raw));

contentUploadRoutes.all(CONTENT_UPLOAD_PATH, handle);
contentUploadRoutes.all(`${CONTENT_UPLOAD_PATH}/*`, handle);
