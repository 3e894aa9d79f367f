// Content types and categories (001 §5). Plain data, client-safe.

export const CONTENT_TYPES = ["video", "audio", "image", "document"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  video: "Video",
  audio: "Audio",
  image: "Image",
  document: "Document",
};

export const CONTENT_CATEGORIES = [
  "Music",
  "Film",
  "Art",
  "Comedy",
  "Education",
  "News",
  "Sports",
  "Technology",
  "Fashion",
  "Food",
  "Travel",
  "Culture",
  "Literature",
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];
