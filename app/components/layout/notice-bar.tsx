import { SafeLink } from "~/components/ui/safe-link";
import type { Notice } from "./chrome-types";
import { cn } from "~/lib/utils";

const tones = {
  info: "bg-brand-700 text-white",
  success: "bg-success text-white",
  warning: "bg-accent-500 text-ink",
} as const;

/** The site-wide announcement an admin sets; absent when there is none. */
export function NoticeBar({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div
      role="region"
      aria-label="Announcement"
      className={cn("px-4 py-2 text-center text-sm", tones[notice.tone])}
    >
      <p>
        {notice.text}
        {notice.linkUrl ? (
          <>
            {" "}
            <SafeLink href={notice.linkUrl} className="font-semibold underline underline-offset-2">
              {notice.linkText ?? "Learn more"}
            </SafeLink>
          </>
        ) : null}
      </p>
    </div>
  );
}
