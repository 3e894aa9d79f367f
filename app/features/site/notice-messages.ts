// Admin Settings > Site notice bar (issue 16). Signed-in admin page only: kept apart
// from the public site copy.
import type { Message } from "~/lib/messages";

import { NOTICE_LINK_TEXT_MAX, NOTICE_TEXT_MAX } from "./notice-limits";

export const noticeBarCopy = {
  title: "Site notice bar",
  intro:
    "The announcement shown above every page. Leave the text empty to hide the bar. Changes show within seconds.",
  text: "Notice text",
  textHint: "Up to 200 characters. Empty hides the bar.",
  linkUrl: "Link (optional)",
  linkUrlHint: "A page on this site like /events, or a full address starting with https://",
  linkText: "Link text (optional)",
  linkTextHint: "Shown as 'Learn more' when empty.",
  tone: "Colour",
  tones: { info: "Information (blue)", warning: "Warning (amber)", success: "Good news (green)" },
  save: "Save notice bar",
  back: "Back to settings",
  current: "Shown now",
  hidden: "The bar is hidden (no text).",
  saved: {
    title: "Notice bar saved",
    message: "Every page shows the new notice within seconds.",
  } satisfies Message,
  errors: {
    textTooLong: `The text can be at most ${NOTICE_TEXT_MAX} characters.`,
    linkTextTooLong: `The link text can be at most ${NOTICE_LINK_TEXT_MAX} characters.`,
    link: "Enter a page on this site like /events, or a full address starting with https:// or http://",
    linkWithoutText: "Write the notice text too: a link alone is not shown.",
    tone: "Choose one of the colours.",
  },
};
