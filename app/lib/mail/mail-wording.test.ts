import { describe, expect, it } from "vitest";
import { checkWording, defineMail, link, type MailWording } from "./mail-template";

// A template like the product's, with a text, a link and a block placeholder and HTML on.
const mail = defineMail("test_wording", {
  title: "Test",
  description: "A template for these tests.",
  example: { origin: "https://naija.example", name: "Ada <b>", code: "NC-1" },
  placeholders: {
    name: { label: "the name" },
    pageLink: { label: "the page", kind: "link", required: true },
    cards: { label: "the cards", kind: "block" },
  },
  values: (d) => ({
    name: d.name,
    pageLink: link(d.origin, `/tickets/${d.code}`),
    cards: { text: `Card ${d.code}`, html: `<p class="card">${d.code}</p>` },
  }),
  html: true,
  subject: "Hello {{name}}",
  body: "Hello {{name}},\n\n{{cards}}\n\nOpen {{pageLink}}",
});
const spec = mail.editable!;
const edit = (wording: MailWording, data = mail.example) => mail.render(data).withWording!(wording);

describe("checkWording (an admin's wording)", () => {
  it("accepts the placeholders the e-mail offers, with or without spaces inside the braces", () => {
    expect(checkWording(spec, { subject: "Hi {{ name }}", body: "{{pageLink}}" })).toEqual({
      ok: true,
    });
  });

  it("refuses an unknown placeholder and says which ones exist", () => {
    const got = checkWording(spec, { subject: "Hi {{secret}}", body: "{{pageLink}} {{password}}" });
    expect(got).toEqual({
      ok: false,
      fieldErrors: {
        subject: [
          "Unknown placeholder {{secret}}. This e-mail offers: {{name}}, {{pageLink}}, {{cards}}.",
        ],
        body: [
          "Unknown placeholder {{password}}. This e-mail offers: {{name}}, {{pageLink}}, {{cards}}.",
        ],
      },
    });
  });

  it("refuses names that only exist on every object (no prototype lookups)", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const got = checkWording(spec, { subject: "x", body: `{{pageLink}} {{${name}}}` });
      expect(got.ok, name).toBe(false);
    }
  });

  it("refuses placeholders that are not written whole", () => {
    for (const body of ["{{pageLink}} {{name", "{{pageLink}} name}}", "{{pageLink}} {{na{me}}"]) {
      const got = checkWording(spec, { subject: "x", body });
      expect(got.ok, body).toBe(false);
      if (!got.ok) expect(got.fieldErrors.body![0]).toMatch(/Write placeholders as \{\{name\}\}/);
    }
  });

  it("keeps the required link, keeps blocks out of the subject, and the subject on one line", () => {
    const got = checkWording(spec, { subject: "{{cards}}\r\nBcc: x@evil.example", body: "Hi" });
    expect(got).toEqual({
      ok: false,
      fieldErrors: {
        subject: [
          "The subject must be one line.",
          "{{cards}} is several lines long, so it can only go in the body.",
        ],
        body: ["Keep {{pageLink}} in the body (the page): without it the e-mail is useless."],
      },
    });
  });

  it("refuses empty parts, over-long parts and site paths a mail client cannot open", () => {
    expect(checkWording(spec, { subject: " ", body: " " }).ok).toBe(false);
    expect(checkWording(spec, { subject: "x".repeat(201), body: "{{pageLink}}" }).ok).toBe(false);
    expect(checkWording(spec, { subject: "x", body: `{{pageLink}}${"x".repeat(10_000)}` }).ok).toBe(
      false,
    );
    const got = checkWording(spec, { subject: "x", body: "{{pageLink}} or see /payments" });
    expect(got.ok ? [] : got.fieldErrors.body).toEqual([
      '"/payments" cannot be opened from an e-mail. Use one of the link placeholders instead.',
    ]);
  });
});

describe("rendering an edited wording (hostile input)", () => {
  it("escapes the wording and every value in HTML: no markup, no scripts, no attributes", () => {
    const out = edit(
      {
        subject: "<b>{{name}}</b>",
        body: '<script>alert(1)</script><img src=x onerror="alert(2)"> {{name}}\n{{pageLink}}',
      },
      { ...mail.example, name: '"><script>steal()</script>' },
    )!;
    expect(out.html).not.toMatch(/<script|<img|<b>|onerror="/i);
    expect(out.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(out.html).toContain("&#34;&#62;&#60;script&#62;steal()&#60;/script&#62;");
    // The link placeholder is the one anchor, to the site's own page.
    expect(out.html!.match(/<a /g)).toHaveLength(1);
    expect(out.html).toContain('<a href="https://naija.example/tickets/NC-1">');
    // Plain text stays the words as written.
    expect(out.text).toContain("<script>alert(1)</script>");
  });

  it("never reads a value as wording: a customer named {{pageLink}} stays text", () => {
    const out = edit(
      { subject: "{{name}}", body: "{{name}} {{pageLink}}" },
      { ...mail.example, name: "{{pageLink}}\nBcc: x@evil.example" },
    )!;
    expect(out.text).toBe("{{pageLink}}\nBcc: x@evil.example https://naija.example/tickets/NC-1");
    // Values in the subject lose their line breaks (no header injection).
    expect(out.subject).toBe("{{pageLink}} Bcc: x@evil.example");
  });

  it("puts blocks made by code in HTML as they are, and their text in the text part", () => {
    const out = edit({ subject: "s", body: "{{cards}}\n{{pageLink}}" })!;
    expect(out.html).toContain('<p class="card">NC-1</p>');
    expect(out.text).toBe("Card NC-1\nhttps://naija.example/tickets/NC-1");
  });

  it("answers null for a stored wording that no longer fits (sendMail then keeps the default)", () => {
    expect(edit({ subject: "s", body: "{{gone}} {{pageLink}}" })).toBeNull();
  });

  it("drops the blank lines an empty value would leave", () => {
    const out = edit(
      { subject: "s", body: "A\n\n{{name}}\n\n{{pageLink}}" },
      {
        ...mail.example,
        name: "",
      },
    )!;
    expect(out.text).toBe("A\n\nhttps://naija.example/tickets/NC-1");
  });
});
