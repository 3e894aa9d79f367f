// Builds the lucide-react icon components from their path data. vite.config.ts points
// lucide-react's own `createLucideIcon` at this file: lucide's general machinery (icon
// context, absolute stroke widths, alias classes, node builders) cost every page about
// 1.3 kB gzip of first-load JavaScript for features we do not use. Icons are drawn the
// same: 24 × 24 box, currentColor stroke, `lucide lucide-<name>` classes, and hidden
// from assistive technology unless given a label or children.
//
// The server bundles lucide-react too (vite.config.ts, ssr.noExternal), so it draws icons
// here as well. An icon's shapes go in as one markup string, built once per icon: as
// React elements (3–6 per icon, 76 icons on the home page) they were ~6 % of a signed-in
// list page's render (docs/decisions, signed-in render cost). The browser renders the
// same shapes as elements (hydration finds them in place).
import { createElement, type ReactNode, type SVGProps } from "react";

type IconNode = [tag: string, attrs: Record<string, string | number>][];
export type IconData = { name: string; node: IconNode };
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

const labelled = (props: Record<string, unknown>, children: ReactNode) =>
  children != null ||
  Object.keys(props).some((k) => k.startsWith("aria-") || k === "role" || k === "title");

const escapeAttr = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** `<path d="…"/><rect …/>`: lucide's shapes as markup (their React `key`s left out). */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([k]) => k !== "key")
        .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
        .join("");
      return `<${tag}${list}></${tag}>`;
    })
    .join("");
}

export default function createLucideIcon({ name, node }: IconData) {
  // Server only (import.meta.env.SSR is replaced at build time, so the browser's bundle
  // carries none of this): the browser hydrates the same shapes as elements.
  const shapes = import.meta.env.SSR ? { __html: iconMarkup(node) } : null;
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
        ...(shapes && children == null ? { dangerouslySetInnerHTML: shapes } : {}),
      },
      ...(shapes && children == null
        ? []
        : [...node.map(([tag, attrs]) => createElement(tag, attrs)), children]),
    );
  }
  return LucideIcon;
}
