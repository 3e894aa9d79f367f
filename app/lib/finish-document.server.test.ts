import { describe, expect, it } from "vitest";
import { parseStylesheet } from "./critical-css.server";
import { finishDocument } from "./finish-document.server";

const css = Buffer.from('a{color:red}.ọjà::after{content:"✓"}');
const finish = (html: string) =>
  finishDocument(Buffer.from(html), { kind: "whole", css }).toString();

describe("finishDocument", () => {
  it("fills the page's style element", () => {
    const page =
      '<head><title>&lt;style data-page-style&gt;</title><style data-page-style="" nonce="n"></style>' +
      '</head><p>Ọjà “market” ✓</p><link rel="icon" href="/f.svg"/>';
    // Before it, the link that holds the first paint until the footer is parsed (ADR 078).
    expect(finish(page)).toBe(
      "<head><title>&lt;style data-page-style&gt;</title>" +
        '<link rel="expect" href="#site-footer" blocking="render"/>' +
        '<style data-page-style="" nonce="n">' +
        'a{color:red}.ọjà::after{content:"✓"}</style>' +
        '</head><p>Ọjà “market” ✓</p><link rel="icon" href="/f.svg"/>',
    );
  });

  it("holds React Router's scripts back: preloads and module script become one loader", () => {
    const moduleSource =
      ';\nimport * as route0 from "/assets/root.js";\nwindow.x = "</script><b>";\nimport("/assets/entry.js");';
    const page =
      '<head><link rel="modulepreload" href="/a.js" nonce="n"/><style data-page-style=""></style>' +
      '<link rel="modulepreload" href="/b.js" nonce="n"/><link rel="icon" href="/f.svg"/></head>' +
      '<body><p>Ọjà ✓</p><script nonce="n">window.__reactRouterContext = {};</script>' +
      `<script nonce="n" type="module" async="">${moduleSource.replace("</script><b>", "ok")}</script>` +
      '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body>';
    const out = finish(page);
    expect(out).not.toContain('modulepreload" href');
    expect(out).not.toContain('type="module" async');
    expect(out).toContain(
      `<style data-page-style="">${css}</style><link rel="icon" href="/f.svg"/>`,
    );
    expect(out).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(out).toContain(
      '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body>',
    );
    const loader = /<script nonce="n" data-deferred-scripts="">([\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(loader, "one nonced loader script in the module script's place").toBeTruthy();
    // The loader is a call: the function, then the preloads in order, then the source, then
    // the stylesheet to link (none: the whole stylesheet is inline).
    const args = /\}\)\((\[[^\]]*\]),("[\s\S]*"),""\)$/.exec(loader!);
    expect(JSON.parse(args![1])).toEqual(["/a.js", "/b.js"]);
    expect(JSON.parse(args![2])).toBe(moduleSource.replace("</script><b>", "ok"));
  });

  it("cannot be closed early by a module script that mentions </script>", () => {
    const page =
      '<script nonce="n" type="module" async="">const s = "<\\/script>";import("/e.js");</script>';
    const out = finish(page);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out).toContain("\\u003c");
  });

  it("leaves preloads alone on a page without React Router's module script", () => {
    const page = '<head><link rel="modulepreload" href="/a.js"/></head><p>error page</p>';
    expect(finish(page)).toBe(page);
  });

  it("fills only the first style element, and leaves a page without either alone", () => {
    const page = '<style data-page-style=""></style><style data-page-style=""></style>';
    expect(finish(page)).toBe(
      `<link rel="expect" href="#site-footer" blocking="render"/><style data-page-style="">${css}</style><style data-page-style=""></style>`,
    );
    expect(finish("<p>plain</p><style>b{}</style>")).toBe("<p>plain</p><style>b{}</style>");
  });

  const sheet = parseStylesheet(
    "@layer theme,base,components,utilities;@layer base{a{color:red}}" +
      "@layer utilities{.flex{display:flex}.grid{display:grid}.card{border:1px solid}" +
      "@media (width>=40rem){.sm\\:grid{display:grid}}}",
  );
  const moduleScript = '<script nonce="n" type="module" async="">import("/e.js");</script>';
  const page = (classes: string) =>
    `<head><style data-page-style="" nonce="n"></style></head><body><div class="${classes}"></div>${moduleScript}</body>`;

  it("puts in a page's own rules for a visitor, and links the whole stylesheet once painted", () => {
    const out = finishDocument(Buffer.from(page("flex sm:grid")), {
      kind: "own",
      sheet,
      href: "/assets/app-1.css",
    }).toString();
    const style = /<style data-page-style="" nonce="n">([^<]*)<\/style>/.exec(out)?.[1];
    expect(style).toBe(
      "@layer theme,base,components,utilities;@layer base{a{color:red}}" +
        "@layer utilities{.flex{display:flex}@media (width>=40rem){.sm\\:grid{display:grid}}}",
    );
    expect(out).not.toContain('<link rel="stylesheet"');
    // The loader's last argument: the stylesheet it links when it starts the scripts.
    expect(out).toMatch(/,"\/assets\/app-1\.css"\)<\/script>/);
  });

  it("counts the classes of what the caller splices in (a kept body)", () => {
    const body = Buffer.from(page("flex") + "<main></main>");
    const at = body.indexOf("<main>") + "<main>".length;
    const out = finishDocument(body, { kind: "own", sheet, href: "/assets/app-1.css" }, [
      [at, at, Buffer.from('<p class="card">kept</p>')],
    ]).toString();
    expect(out).toContain(".flex{display:flex}.card{border:1px solid}}");
    expect(out).toContain('<main><p class="card">kept</p></main>');
  });

  it("links the whole stylesheet for someone signed in, and leaves the style element empty", () => {
    const out = finishDocument(Buffer.from(page("flex")), {
      kind: "linked",
      href: "/assets/app-1.css",
    }).toString();
    expect(out).toContain(
      '<style data-page-style="" nonce="n"></style><link rel="stylesheet" href="/assets/app-1.css" data-page-stylesheet=""/></head>',
    );
    expect(out).toMatch(/,""\)<\/script>/);
  });
});
