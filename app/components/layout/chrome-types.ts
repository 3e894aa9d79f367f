import type { ImageView } from "~/lib/media/responsive";

/** What the notice bar and banner bar draw; the site feature fills them from the database. */
export interface Notice {
  text: string;
  tone: "info" | "warning" | "success";
  linkUrl?: string;
  linkText?: string;
}

export interface BannerAd {
  id: string;
  businessName: string;
  title: string;
  description: string | null;
  targetUrl: string | null;
  image: ImageView | null;
}
