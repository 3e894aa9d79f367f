// Builds the lucide-react icon components from their path data. vite.config.ts points
// lucide-react's own `createLucideIcon` at this file: lucide's general machinery (icon
// context, absolute stroke widths, alias classes, node builders) cost every page about
// 1.3 kB gzip of first-load JavaScript for features we do not use. Icons are drawn the
// same: 24 × 24 box, currentColor stroke, `lucide lucide-<name>` classes, and hidden
// from assistive technology unless given a label or children.
import { createElement, type ReactNode, type SVGProps } from "react";

type IconNode = [tag: string, attrs: Record<string, string | number>][];
export type IconData = { name: string; node: IconNode };
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

const labelled = (props: Record<string, unknown>, children: ReactNode) =>
  children != null ||
  Object.keys(props).some((k) => k.startsWith("aria-") || k === "role" || k === "title");

export default function createLucideIcon({ name, node }: IconData) {
  function LucideIcon({
    size = 24,
    strokeWidth = 2,
    color = "currentColor",
    className,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: `lucide lucide-${name}${className ? ` ${className}` : ""}`,
        ...(labelled(rest, children) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  }
  return LucideIcon;
}
