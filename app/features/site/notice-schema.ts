import { z } from "zod";
import { classifyLink } from "~/lib/links";
import { NOTICE_LINK_TEXT_MAX, NOTICE_TEXT_MAX } from "./notice-limits";
import { noticeBarCopy } from "./notice-messages";

const E = noticeBarCopy.errors;

/** A page on this site or an http(s) address; anything else (javascript:, //host) refused. */
export function isNoticeLink(raw: string) {
  const verdict = classifyLink(raw);
  return verdict.kind === "internal" || verdict.kind === "external";
}

/** The admin's notice bar form (admin Settings > Site notice bar). */
export const noticeSchema = z
  .object({
    text: z
      .string()
      .optional()
      .transform((v) => (v ?? "").replace(/\s+/g, " ").trim())
      .pipe(z.string().max(NOTICE_TEXT_MAX, { error: E.textTooLong })),
    linkUrl: z
      .string()
      .optional()
      .transform((v) => (v ?? "").trim())
      .refine((v) => !v || isNoticeLink(v), { error: E.link }),
    linkText: z
      .string()
      .optional()
      .transform((v) => (v ?? "").trim())
      .pipe(z.string().max(NOTICE_LINK_TEXT_MAX, { error: E.linkTextTooLong })),
    tone: z.enum(["info", "warning", "success"], { error: E.tone }),
  })
  .refine((v) => !v.linkUrl || v.text, { path: ["text"], error: E.linkWithoutText });

export type NoticeInput = z.output<typeof noticeSchema>;
