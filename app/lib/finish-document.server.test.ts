import { describe, expect, it } from "vitest";
import { finishDocument } from "./finish-document.server";

const css = Buffer.from('a{color:red}.ọjà::after{content:"✓"}');
const finish = (html: string) => finishDocument(Buffer.from(html), css).toString();

describe("finishDocument", () => {
  it("fills the page's style element and marks every module preload low priority", () => {
    const page =
      '<head><title>&lt;style data-page-style&gt;</title><style data-page-style="" nonce="n"></style>' +
      '</head><p>Ọjà “market” ✓</p><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="modulepreload" href="/assets/b.js" nonce="n"/><link rel="icon" href="/f.svg"/>';
    expect(finish(page)).toBe(
      '<head><title>&lt;style data-page-style&gt;</title><style data-page-style="" nonce="n">' +
        'a{color:red}.ọjà::after{content:"✓"}</style>' +
        '</head><p>Ọjà “market” ✓</p><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/><link rel="icon" href="/f.svg"/>',
    );
  });

  it("finds preloads before the style element too (React hoists them into <head>)", () => {
    const page =
      '<head><link rel="modulepreload" href="/a.js"/><style data-page-style=""></style>' +
      '<link rel="modulepreload" href="/b.js"/></head>';
    expect(finish(page)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        `<style data-page-style="">${css}</style>` +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>',
    );
  });

  it("fills only the first style element, and leaves a page without either alone", () => {
    const page = '<style data-page-style=""></style><style data-page-style=""></style>';
    expect(finish(page)).toBe(
      `<style data-page-style="">${css}</style><style data-page-style=""></style>`,
    );
    expect(finish("<p>plain</p><style>b{}</style>")).toBe("<p>plain</p><style>b{}</style>");
  });
});
