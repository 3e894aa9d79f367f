// The whole stylesheet, for the server to put in every page's <head> (see
// components/layout/page-style.tsx and lib/finish-document.server.ts). Built by Vite
// and Tailwind like any stylesheet, but into the server bundle only: the browser gets it
// inside the HTML. Encoded once: each page copies the bytes in.
import css from "~/app.css?inline";

export const pageCss: Buffer = Buffer.from(css);
