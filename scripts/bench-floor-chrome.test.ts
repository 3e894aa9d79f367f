import { describe, expect, it } from "vitest";
import { chromeOf, parseMarkup } from "./bench-floor-chrome";

describe("the floor's chrome, read from a product page", () => {
  it("reads React's markup into elements, attributes and decoded text", () => {
    expect(
      parseMarkup(
        '<nav aria-label="Main"><a class="x" href="/a?b=1&amp;c=2">A &amp; B<!-- --> </a><br/><input hidden="" value="1"></nav>',
      ),
    ).toEqual([
      [
        "nav",
        { "aria-label": "Main" },
        [
          ["a", { class: "x", href: "/a?b=1&c=2" }, ["A & B", " "]],
          ["br", {}, []],
          ["input", { hidden: "", value: "1" }, []],
        ],
      ],
    ]);
  });

  it("takes the header, the footer and the head's inline style, nothing else", () => {
    const chrome = chromeOf(
      '<html><head><meta charSet="utf-8"/><style nonce="n">a>b{color:red}</style></head><body>' +
        '<header class="h"><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg></header>' +
        "<main><p>body</p></main><footer><p>foot</p></footer><script>x()</script></body></html>",
    );
    expect(chrome.style).toBe("a>b{color:red}");
    expect(chrome.header).toEqual([
      "header",
      { class: "h" },
      [["svg", { viewBox: "0 0 1 1" }, [["path", { d: "M0 0" }, []]]]],
    ]);
    expect(chrome.footer).toEqual(["footer", {}, [["p", {}, ["foot"]]]]);
  });
});
