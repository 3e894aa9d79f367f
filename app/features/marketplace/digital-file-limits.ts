// A digital product's file (issue 31): limits shared by the server's body guard
// (server/request-body.ts), the product form's help text and its action. Client-safe.
import { LISTING_FORM_MAX_BYTES } from "~/lib/media/listing-photos";

/**
 * The file travels with the product form, whose body is read whole (like its photos):
 * 50 MB keeps a post within what the server holds in memory comfortably
 * (docs/decisions/063-product-options-and-digital.md).
 */
export const DIGITAL_FILE_MAX_MB = 50;
export const DIGITAL_FILE_MAX_BYTES = DIGITAL_FILE_MAX_MB * 1024 * 1024;
/** The product form: photos, text fields and the digital file. */
export const PRODUCT_FORM_MAX_BYTES = LISTING_FORM_MAX_BYTES + DIGITAL_FILE_MAX_BYTES;
/** What the picker offers; the server reads the real bytes whatever the name says. */
export const DIGITAL_FILE_ACCEPT = ".pdf,.zip,.epub,.mp3,.mp4,.jpg,.jpeg,.png,.gif,.webp";
