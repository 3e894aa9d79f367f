import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { controlClass } from "./input";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClass, "min-h-20 px-3 py-2", className)}
      {...props}
    />
  );
}
