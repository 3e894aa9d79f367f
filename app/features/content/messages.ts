// Content's own texts: errors, successes and toasts of uploading and publishing
// (000 §8; 001 §5, §8). Client-safe: plain objects only.
import type { Message } from "~/lib/messages";
import type { ContentType } from "./catalog";
import { toastTitles } from "~/lib/messages/toast-settings";

const E = toastTitles.error;

export const contentErrors = {
  uploadFailed: {
    title: "Upload failed",
    message: "Upload no go through. Check your connection and try again.",
  },
  publishFailed: {
    title: "Publish failed",
    message: "We no fit publish your content. Please try again.",
  },
  editFailed: { title: "Edit failed", message: "We no fit save your changes. Please try again." },
  deleteFailed: {
    title: "Delete failed",
    message: "We no fit delete this content. Please try again.",
  },
  notFound: {
    title: "Content not found",
    message: "This content no dey again. E fit don comot.",
  },
} satisfies Record<string, Message>;

export const contentSuccess = {
  // Content is published at once and also queued for review (DECISIONS: Moderation).
  uploaded: { title: "Content uploaded successfully!", message: "Your content don go live." },
  published: { title: "Content published", message: "Your content don go live." },
  updated: { title: "Content updated", message: "Your changes don save." },
  deleted: { title: "Content deleted", message: "Your content don comot." },
  reported: {
    title: "Report submitted",
    message: "Thank you. Our team go review am within 24 hours.",
  },
  // One open report per person per item: a repeat is answered kindly, not stored twice.
  alreadyReported: {
    title: "Report already submitted",
    message: "You don already report this item. Our team go review am within 24 hours.",
  },
};

/**
 * A file whose name is one of the type's but whose bytes are not (a text file named
 * photo.png): the content is at fault, not the name (issue 30), so this says so instead
 * of listing the file types the name already has.
 */
export const notThisTypeMessage: Record<ContentType, string> = {
  video: "This file no be video, even though the name say so. Choose a real video file.",
  audio: "This file no be audio, even though the name say so. Choose a real audio file.",
  image: "This file no be image, even though the name say so. Choose a real picture.",
  document:
    "This file no be the document type wey the name show. Choose a real PDF, Word or text file.",
};

/** Also on its own: the upload form's checks (upload-rules.ts) load no other toast. */
export const NO_FILE_MESSAGE = "Please select a file to upload";

export const contentToasts = {
  loginRequired: { title: "Login required", message: "Please login to submit content" },
  noFile: { title: E, message: NO_FILE_MESSAGE },
  invalidType: { title: E, message: "Invalid content type" },
  uploadFailed: {
    title: "Failed to upload content",
    message: contentErrors.uploadFailed.message,
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

// Processing after an upload (issue 15): what the creator sees in My Content and is told.
export const processingCopy = {
  status: { processing: "Processing", ready: "Ready", failed: "Failed" },
  hint: {
    processing: "We dey prepare your file. E go show for the public once e ready.",
    failed: "We no fit prepare this file. Upload am again or try another file.",
  },
  readyNotice: (title: string): Message => ({
    title: "Your content is ready",
    message: `"${title}" don ready and people fit see am now.`,
  }),
  failedNotice: (title: string, reason: string): Message => ({
    title: "Processing failed",
    message: `We no fit prepare "${title}": ${reason}`,
  }),
  /** Stored as content.processing_error and shown to the creator. */
  reasons: {
    unreadable: "the file no open as a proper video, audio, image or PDF.",
    noVideo: "this video no get any picture inside.",
    imageTooLarge: "the image too big (more than 50 megapixels).",
    gaveUp: "something fail for our side. Please upload am again later.",
  },
} as const;

// The content page's player (issue 15: the data-saver rendition for mobile data).
export const playerCopy = {
  dataSaverOn: "Playing the data saver version (smaller, for mobile data).",
  dataSaverOff: "Playing the original quality.",
  watchOriginal: (size: string) => `Watch in original quality (${size})`,
  watchDataSaver: "Switch to data saver",
  pages: (n: number) => (n === 1 ? "1 page" : `${n} pages`),
} as const;

// My Content's item pages: edit details, replace the thumbnail, delete.
export const contentManageCopy = {
  edit: "Edit",
  delete: "Delete",
  editTitle: (title: string) => `Edit "${title}"`,
  detailsHeading: "Details",
  labels: {
    title: "Title",
    description: "Description",
    category: "Category",
    tags: "Tags",
    tagsHint: "Separate tags with commas, e.g. afrobeats, lagos, live",
    thumbnail: "New thumbnail",
    thumbnailHint: (mb: number) => `JPG, PNG, WebP or GIF, up to ${mb}MB.`,
  },
  saveDetails: "Save changes",
  thumbnailHeading: "Thumbnail",
  currentThumbnail: "Current thumbnail",
  noThumbnail: "No thumbnail yet.",
  replaceThumbnail: "Replace thumbnail",
  thumbnailMissing: "Choose a picture to use as the thumbnail.",
  thumbnailInvalid: "This file no be picture wey we fit use. Try JPG, PNG, WebP or GIF.",
  thumbnailReplaced: { title: "Thumbnail updated", message: "Your new thumbnail don show." },
  reviewNote:
    "Changing the title, description or tags of approved content sends it back for review. E go still dey public while we check.",
  backToMyContent: "Back to My Content",
} as const;
