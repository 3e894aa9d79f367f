import { Download } from "lucide-react";
import type { MouseEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { eventSuccess, eventToasts } from "../messages";
import { organizerCopy } from "../organizer-messages";

/**
 * Export CSV (001 §8): a plain download link that works without JavaScript; with it,
 * the file is fetched first so the spec's toasts can say whether it worked.
 */
export function ExportCsvLink({ href, filename }: { href: string; filename: string }) {
  async function download(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = filename;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      const m = eventSuccess.attendeesExported;
      toast({ variant: "success", title: m.title, description: m.message });
    } catch {
      const m = eventToasts.exportFailed;
      toast({ variant: "error", title: m.title, description: m.message });
    }
  }
  return (
    <a
      href={href}
      download={filename}
      onClick={download}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Download aria-hidden="true" className="size-4" />
      {organizerCopy.exportCsv}
    </a>
  );
}
