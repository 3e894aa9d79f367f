import { createElement, type ReactNode } from "react";

// The product's header, footer and inline style (scripts/bench-floor-chrome.ts), rendered
// by React on every request like any app's chrome. scripts/bench.ts writes them to a file
// that server.mjs reads into globalThis before the first request; without it (the floor
// of the figures before ADR 078) the page has no chrome. Server only: the floor is never
// hydrated by a browser in the bench, so the client's missing chrome does not matter.

type ChromeNode = string | [string, Record<string, string>, ChromeNode[]];
interface FloorChrome {
  style: string;
  header: ChromeNode | null;
  footer: ChromeNode | null;
}

/** HTML attribute names React spells differently, and those that are booleans. */
const RENAMED: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  inputmode: "inputMode",
  enterkeyhint: "enterKeyHint",
  fetchpriority: "fetchPriority",
  crossorigin: "crossOrigin",
  novalidate: "noValidate",
  autofocus: "autoFocus",
  srcset: "srcSet",
};
const BOOLEAN = new Set([
  "hidden",
  "disabled",
  "checked",
  "selected",
  "required",
  "multiple",
  "readOnly",
  "open",
  "noValidate",
  "autoFocus",
]);

function styleObject(text: string) {
  const style: Record<string, string> = {};
  for (const rule of text.split(";")) {
    const at = rule.indexOf(":");
    if (at < 0) continue;
    const name = rule.slice(0, at).trim();
    style[
      name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    ] = rule.slice(at + 1).trim();
  }
  return style;
}

function toReact(node: ChromeNode, key?: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, attrs, children] = node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attrs)) {
    const prop = RENAMED[name] ?? name;
    if (prop === "style") props.style = styleObject(value);
    else if (prop === "value" || prop === "checked" || prop === "selected")
      props[prop === "value" ? "defaultValue" : prop === "checked" ? "defaultChecked" : prop] =
        prop === "value" ? value : true;
    else props[prop] = BOOLEAN.has(prop) ? true : value;
  }
  if (tag === "style" || tag === "script")
    return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: children.join("") } });
  return createElement(tag, props, ...children.map((c, i) => toReact(c, i)));
}

const chrome = (globalThis as { __floorChrome?: FloorChrome }).__floorChrome;

export function ChromeStyle() {
  return chrome?.style ? <style dangerouslySetInnerHTML={{ __html: chrome.style }} /> : null;
}
export function Header() {
  return chrome?.header ? toReact(chrome.header) : null;
}
export function Footer() {
  return chrome?.footer ? toReact(chrome.footer) : null;
}
