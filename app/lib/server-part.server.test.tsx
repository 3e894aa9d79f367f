import { describe, expect, it } from "vitest";
import { Link } from "react-router";
import { isDataRequest, renderParts } from "./server-part.server";

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
