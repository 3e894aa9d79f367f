import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SafeLink, type SafeLinkProps } from "./safe-link";

/** Server-renders a SafeLink under a root route whose loader data sets the partners. */
function html(props: SafeLinkProps, partnerHosts: string[] = ["partner.ng"]) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => <SafeLink {...props} />, loader: () => null },
  ]);
  return renderToString(
    <Stub hydrationData={{ loaderData: { root: { linkPolicy: { partnerHosts } } } }} />,
  );
}

describe("SafeLink", () => {
  it("opens external links in a new tab without opener or referrer", () => {
    const out = html({ href: "https://example.com/x", children: "Visit" });
    expect(out).toContain('href="https://example.com/x"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain("(opens in a new tab)");
  });

  it("marks sponsored links and adds utm parameters for partners", () => {
    const out = html({ href: "https://shop.partner.ng/", sponsored: true, children: "Ad" });
    expect(out).toContain('rel="noopener noreferrer sponsored"');
    expect(out).toContain("utm_source=naijacreators&amp;utm_medium=referral");
  });

  it("sends a tracked link through our endpoint, judged on the real target", () => {
    const out = html({
      href: "https://example.com/shop",
      via: "/ads/1/click",
      sponsored: true,
      children: "Visit",
    });
    expect(out).toContain('href="/ads/1/click"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener sponsored"');
    expect(out).not.toContain("example.com");
    const blocked = html({ href: "http://127.0.0.1/", via: "/ads/1/click", children: "Visit" });
    expect(blocked).not.toContain("<a");
    expect(blocked).toContain("Unsafe link blocked");
  });

  it("renders unsafe and gone targets inert, with the catalogue's words", () => {
    const unsafe = html({ href: "javascript:alert(1)", children: "Click" });
    expect(unsafe).not.toContain("<a");
    expect(unsafe).toContain("Unsafe link blocked");
    expect(unsafe).not.toContain("Click");
    const gone = html({ href: "/old-blog", children: "Old blog" });
    expect(gone).not.toContain("<a");
    expect(gone).toContain("This page is no longer available");
    const card = html({
      href: "http://192.168.1.1/",
      keepContentWhenBlocked: true,
      children: "Card",
    });
    expect(card).toContain("Card");
    expect(card).toContain("Unsafe link blocked");
  });

  it("keeps internal links in the app and shows plain content when there is no URL", () => {
    const internal = html({ href: "/events/lagos-jazz", children: "Jazz" });
    expect(internal).toContain('href="/events/lagos-jazz"');
    expect(internal).not.toContain("_blank");
    const none = html({ href: null, children: "No site" });
    expect(none).not.toContain("<a");
    expect(none).not.toContain("blocked");
    expect(none).toContain("No site");
  });
});
