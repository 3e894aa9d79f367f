import { afterEach, describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Link } from "react-router";
import { FOOTER_PARTS, SiteFooter } from "~/components/layout/site-footer";
import { forgetKeptParts, isDataRequest, keepParts, renderParts } from "./server-part.server";
import { ServerPart } from "./server-part";

describe("server parts' HTML in loader data", () => {
  it("tells a client navigation's data request from a document request", () => {
    expect(isDataRequest(new Request("http://x.test/events/jazz.data"))).toBe(true);
    expect(isDataRequest(new Request("http://x.test/_.data"))).toBe(true);
    expect(isDataRequest(new Request("http://x.test/events?_routes=routes%2Fevents-list"))).toBe(
      true,
    );
    expect(isDataRequest(new Request("http://x.test/events/jazz"))).toBe(false);
    expect(isDataRequest(new Request("http://x.test/events/data"))).toBe(false);
  });

  it("renders the parts for a data request, links as plain anchors", () => {
    const html = renderParts(new Request("http://x.test/events/jazz.data"), () => ({
      head: (
        <p>
          Jazz <Link to="/events?category=Music">Music</Link>
        </p>
      ),
    }));
    expect(html.head).toContain("<p>Jazz <a");
    expect(html.head).toContain('href="/events?category=Music"');
  });

  it("renders nothing for a document, whose parts are in the page already", () => {
    let rendered = false;
    const html = renderParts(new Request("http://x.test/events/jazz"), () => {
      rendered = true;
      return { head: <p>Jazz</p> };
    });
    expect(html).toEqual({});
    expect(rendered).toBe(false);
  });
});

afterEach(() => forgetKeptParts());

function renderFooter() {
  const Stub = createRoutesStub([{ path: "/", Component: SiteFooter }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("kept parts (the footer's, rendered once per process)", () => {
  it("copies the same markup into the page as rendering the footer there", () => {
    const inPlace = renderFooter();
    keepParts(FOOTER_PARTS);
    const kept = renderFooter();
    expect(kept).toBe(inPlace);
    expect(kept).toContain('href="/about"');
    expect(kept).toContain(`© <!-- -->${new Date().getFullYear()}<!-- --> Naija Creators`);
  });

  it("does not render a kept part's children in the page", () => {
    let renders = 0;
    function Counted() {
      renders++;
      return <p>counted</p>;
    }
    keepParts({ counted: () => <Counted /> });
    expect(renders).toBe(1);
    const html = renderToString(
      <ServerPart id="counted" keep>
        <Counted />
      </ServerPart>,
    );
    expect(html).toBe('<div data-part="counted" class="contents"><p>counted</p></div>');
    expect(renders).toBe(1);
  });

  it("renders a part that is not kept (or not kept yet) in place", () => {
    const html = renderToString(
      <ServerPart id="elsewhere" keep>
        <p>in place</p>
      </ServerPart>,
    );
    expect(html).toBe('<div data-part="elsewhere" class="contents"><p>in place</p></div>');
  });

  it("renders the parts again once they are ten minutes old, so the footer's year moves on", () => {
    let year = 2026;
    const parts = { legal: () => <p>© {year}</p> };
    const start = Date.parse("2026-12-31T23:55:00Z");
    keepParts(parts, start);
    year = 2027;
    keepParts(parts, start + 9 * 60_000);
    expect(renderToString(<ServerPart id="legal" keep />)).toContain("© <!-- -->2026");
    keepParts(parts, start + 10 * 60_000);
    expect(renderToString(<ServerPart id="legal" keep />)).toContain("© <!-- -->2027");
  });
});
