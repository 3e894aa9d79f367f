import { describe, expect, it } from "vitest";
import { finishDocument } from "./finish-document.server";

const css = Buffer.from('a{color:red}.ọjà::after{content:"✓"}');
const finish = (html: string) => finishDocument(Buffer.from(html), css).toString();

describe("finishDocument", () => {
  it("fills the page's style element", () => {
    const page =
      '<head><title>&lt;style data-page-style&gt;</title><style data-page-style="" nonce="n"></style>' +
      '</head><p>Ọjà “market” ✓</p><link rel="icon" href="/f.svg"/>';
    expect(finish(page)).toBe(
      '<head><title>&lt;style data-page-style&gt;</title><style data-page-style="" nonce="n">' +
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
    // The loader is a call: the function, then the preloads in order, then the source.
    const args = /\}\)\((\[[^\]]*\]),("[\s\S]*")\)$/.exec(loader!);
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
      `<style data-page-style="">${css}</style><style data-page-style=""></style>`,
    );
    expect(finish("<p>plain</p><style>b{}</style>")).toBe("<p>plain</p><style>b{}</style>");
  });
});
