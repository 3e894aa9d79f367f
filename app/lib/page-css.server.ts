// The site's stylesheet as pages get it (ADR 053; components/layout/page-style.tsx and
// lib/finish-document.server.ts). Built by Vite and Tailwind like any stylesheet: its text
// into the server bundle, for the rules pages carry inline, and the same file, hashed,
// into the client assets (React Router moves the server build's assets there), for pages
// to link. Parsed and encoded once.
import css from "~/app.css?inline";
import href from "~/app.css?url";
import type { PageStyle } from "./finish-document.server";
import { parseStylesheet } from "./critical-css.server";

const whole: PageStyle = { kind: "whole", css: Buffer.from(css) };
const sheet = parseStylesheet(css);

/**
 * What a page's <head> carries: in development the whole stylesheet inline (edits show on
 * the next reload); for someone signed in a link to it; for anyone else the page's own
 * rules inline and the link once the page has painted.
 */
export function pageStyleFor({ signedIn }: { signedIn: boolean }): PageStyle {
  if (import.meta.env.DEV) return whole;
  return signedIn ? { kind: "linked", href } : { kind: "own", sheet, href };
}
