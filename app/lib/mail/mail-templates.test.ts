import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES } from "~/mail-templates.server";
import { checkWording, isMailTemplate, relativeLinks, type MailTemplate } from "./mail-template";

// Every mail the product sends is a template in app/lib/mail/ or app/features/*/…mail…ts
// (pure modules, so they load here without a database).
const modules = import.meta.glob(
  [
    "/app/lib/mail/*.ts",
    "/app/features/*/*mail*.ts",
    "!**/*.server.ts",
    "!**/*.test.ts",
    "!**/*.test-helper.ts",
  ],
  { eager: true },
);
const templates: MailTemplate<{ origin: string }>[] = Object.values(modules).flatMap((m) =>
  Object.values(m as Record<string, unknown>).filter(isMailTemplate),
);

describe("relativeLinks", () => {
  it("finds paths a mail client cannot open, in text, HTML and headers", () => {
    expect(relativeLinks({ text: "See your history: /payments" })).toEqual(["/payments"]);
    expect(relativeLinks({ text: "x", html: '<a href="/payments?tab=history">h</a>' })).toEqual([
      "/payments?tab=history",
    ]);
    expect(relativeLinks({ text: "x", html: "<img src=/logo.png>" })).toEqual(["/logo.png"]);
    expect(
      relativeLinks({ text: "x", headers: { "List-Unsubscribe": "</newsletter/u>" } }),
    ).toEqual(["/newsletter/u"]);
  });

  it("leaves absolute links, dates and fractions alone", () => {
    expect(
      relativeLinks({
        text: "Open https://naija.example/payments/receipts/NC-1 on 24/11/2026, 1/2 done and/or later.",
        html: '<a href="https://naija.example/x">x</a> <a href="mailto:help@naija.example">m</a>',
        headers: { "List-Unsubscribe": "<https://naija.example/newsletter/unsubscribe?token=t>" },
      }),
    ).toEqual([]);
  });
});

describe("mail templates", () => {
  it("are all found (a glob that matched nothing would make the next test pass)", () => {
    const names = templates.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        "donation_receipt",
        "payment_refunded",
        "purchase_unfulfillable",
        "moderation_approved",
        "moderation_rejected",
        "contact_message",
        "newsletter_confirm",
        "newsletter_welcome",
        "password_reset",
        "verify_email",
        "account_locked",
      ]),
    );
  });

  // An admin edits every e-mail the product sends (admin Settings > E-mail templates).
  it("are all editable and listed for the admin (app/mail-templates.server.ts)", () => {
    expect(templates.filter((t) => !t.editable).map((t) => t.name)).toEqual([]);
    expect(MAIL_TEMPLATES.map((t) => t.name).sort()).toEqual(templates.map((t) => t.name).sort());
  });

  it.each(templates.map((t) => [t.name, t] as const))(
    "%s: its own wording passes the checks an admin's does, and uses every placeholder",
    (_name, template) => {
      const mail = template.editable!;
      expect(checkWording(mail, mail.defaults)).toEqual({ ok: true });
      const used = `${mail.defaults.subject}\n${mail.defaults.body}`;
      for (const name of Object.keys(mail.placeholders)) expect(used).toContain(`{{${name}}}`);
      for (const p of Object.values(mail.placeholders)) expect(p.label.length).toBeGreaterThan(3);
      expect(mail.title && mail.description).toBeTruthy();
    },
  );

  it.each(templates.map((t) => [t.name, t] as const))(
    "%s links only to absolute URLs on the configured origin",
    (_name, template) => {
      const mail = template.render(template.example);
      expect(mail.template).toBe(template.name);
      expect(relativeLinks(mail)).toEqual([]);
      const origin = template.example.origin;
      const urls = [mail.text, mail.html ?? "", ...Object.values(mail.headers ?? {})].flatMap(
        (part) => part.match(/https?:\/\/[^\s<>"')]+/g) ?? [],
      );
      for (const url of urls) expect(url.startsWith(`${origin}/`), url).toBe(true);
    },
  );

  it("never name the raw payment provider (Method: test)", () => {
    for (const template of templates) {
      const { text } = template.render(template.example);
      expect(text).not.toMatch(/Method:\s+(test|paystack|paypal)\b/);
    }
  });
});

// A mail written inline at its sendMail call escapes the checks above: template names
// may appear only in the template modules.
describe("mail call sites", () => {
  const root = path.resolve(__dirname, "../../..");
  const files = ["app", "server", "scripts"].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$|test-helper/.test(f))
      .map((f) => path.join(dir, f)),
  );

  it("build every mail from a template", () => {
    const inline = files.filter((file) => {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      return source.includes("sendMail(") && /\btemplate:\s*["'`]/.test(source);
    });
    expect(inline).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});
