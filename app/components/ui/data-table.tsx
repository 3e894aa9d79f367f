import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export type Column = { label: string; numeric?: boolean };

/**
 * A captioned table with header row that scrolls sideways on small screens; the
 * scroll box is focusable so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function DataTable({
  label,
  columns,
  minWidth,
  boxed = true,
  children,
}: {
  label: string;
  columns: Column[];
  /** e.g. "min-w-[48rem]": below this width the table scrolls. */
  minWidth: string;
  boxed?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className={cn("relative min-w-0 overflow-x-auto", boxed && "rounded-card border border-line")}
    >
      <table className={cn("w-full text-sm", minWidth)}>
        <caption className="sr-only">{label}</caption>
        <thead className={cn("text-left text-muted", boxed && "bg-surface")}>
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={cn("px-3 py-2 font-medium", c.numeric && "text-right")}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
