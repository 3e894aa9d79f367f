// The lucide-react icons our modules import, drawn from the icon sprite (ADR 047).
// vite.config.ts resolves each `lucide-react/icons/<name>` import (what
// scripts/lucide-direct-imports.ts makes of `import { X } from "lucide-react"`) to a
// module exporting `spriteIcon("<name>")`, and builds the sprite
// (scripts/icon-sprite.ts): lucide's shapes live there once, cached, not in every page's
// HTML and JavaScript.
//
// Drawn as lucide draws them: a 24 × 24 box (the `size` prop), the `lucide` class (not
// lucide's per-icon `lucide-<name>`, which nothing styles: 80 of them on the home page),
// the stroke from currentColor (app.css sets lucide's stroke, fill and joins on
// `.lucide`, which the shapes inherit through <use>), hidden from assistive technology
// unless given a label or children.
import { createElement, type ReactNode, type SVGProps } from "react";
import { SPRITE_URL } from "virtual:icon-sprite";

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

const labelled = (props: Record<string, unknown>, children: ReactNode) =>
  children != null ||
  Object.keys(props).some((k) => k.startsWith("aria-") || k === "role" || k === "title");

export function spriteIcon(name: string) {
  const href = `${SPRITE_URL}#${name}`;
  function LucideIcon({
    size = 24,
    strokeWidth,
    color,
    className,
    children,
    style,
    ...rest
  }: IconProps) {
    return createElement(
      "svg",
      {
        width: size,
        height: size,
        className: className ? `lucide ${className}` : "lucide",
        // As style: app.css's `.lucide` rule would win over presentation attributes.
        ...(strokeWidth != null || color
          ? { style: { ...style, strokeWidth, ...(color ? { stroke: color } : {}) } }
          : style
            ? { style }
            : {}),
        ...(labelled(rest, children) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      createElement("use", { href }),
      children,
    );
  }
  LucideIcon.displayName = `Icon(${name})`;
  return LucideIcon;
}
