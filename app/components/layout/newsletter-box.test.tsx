import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NewsletterBox } from "./site-footer";

function html(newsletterFormUrl: string | null) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => <NewsletterBox source="home" />, loader: () => null },
  ]);
  return renderToString(
    <Stub hydrationData={{ loaderData: { root: { form: null, newsletterFormUrl } } }} />,
  );
}

describe("NewsletterBox", () => {
  it("posts to our own list by default, with its source", () => {
    const out = html(null);
    const form = /<form[^>]*>/.exec(out)?.[0] ?? "";
    expect(form).toContain('action="/newsletter"');
    expect(form).toContain('method="post"');
    expect(out).not.toContain('target="_blank"');
    expect(out).toContain('name="email"');
    expect(out).toContain('name="source" value="home"');
  });

  it("posts EMAIL to the configured outside form in a new tab", () => {
    const out = html("https://naija.us21.list-manage.com/subscribe/post?u=abc&id=def");
    const form = /<form[^>]*>/.exec(out)?.[0] ?? "";
    expect(form).toContain(
      'action="https://naija.us21.list-manage.com/subscribe/post?u=abc&amp;id=def"',
    );
    expect(form).toContain('method="post"');
    expect(form).toContain('target="_blank"');
    expect(form).toContain('rel="noopener noreferrer"');
    expect(out).toContain('name="EMAIL"');
    expect(out).not.toContain('name="source"');
    expect(out).toContain("(opens in a new tab)");
  });
});
