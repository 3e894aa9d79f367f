import { Flag } from "lucide-react";
import { useLocation } from "react-router";
import { deferredPart, useDeferredDisclosure } from "~/lib/deferred-part";
import { reportCopy } from "./messages";
import type { ReportableType } from "./report-constants";

// The form, its fields and its texts load when the disclosure first opens (ADR 049):
// every item page has one, few people use it.
const ReportBody = deferredPart("report", () =>
  import("./report-form").then((m) => m.ReportDisclosureBody),
);

function ReportDisclosure(props: { itemType: ReportableType; itemId: string; itemPath: string }) {
  const { opened, details, summary } = useDeferredDisclosure(ReportBody.preload);
  return (
    <details {...details} className="group rounded-card border border-line p-3 open:bg-surface">
      <summary
        {...summary}
        className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-muted hover:text-ink"
      >
        <Flag aria-hidden="true" className="size-4" /> {reportCopy.open}
      </summary>
      <ReportBody active={opened} {...props} />
    </details>
  );
}

/**
 * The Report control of an item page (001 §4: closed, open, submitting, then closed and
 * reset on success). A <details> disclosure, so it opens without JavaScript. A successful
 * report redirects back here with the submitted toast; the new location remounts the
 * control, which closes and resets it.
 */
export function ReportControl(props: {
  itemType: ReportableType;
  itemId: string;
  itemPath: string;
}) {
  const { key } = useLocation();
  return <ReportDisclosure key={key} {...props} />;
}
