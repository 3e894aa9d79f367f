// The whole stylesheet as text, for the server to put in every page's <head> (see
// components/layout/page-style.tsx). Built by Vite and Tailwind like any stylesheet,
// but into the server bundle only: the browser gets it inside the HTML.
import css from "~/app.css?inline";

export const pageCss: string = css;
