import { desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailTemplates, outgoingMail, siteSettings } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { ROLES, type Role } from "~/features/accounts/roles";
import { ticketOrderMail } from "~/features/events/ticket-mails";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { getChrome } from "~/features/site/site-chrome.server";
import { sendContactMessage } from "~/features/site/contact.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import * as editor from "~/routes/admin/mail-template";
import * as list from "~/routes/admin/mail-templates";
import * as noticePage from "~/routes/admin/notice-bar";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";
import { resetMailWording, saveMailWording } from "./mail-wording.server";
import { mailTemplateNamed } from "~/mail-templates.server";

// Admin Settings > E-mail templates and the notice bar, through the real routes and
// the real sendMail: hostile wording refused, hostile data escaped, the next mail sent
// in the admin's words, a reset back to the code's.
let db: Db;
let sessions: Awaited<ReturnType<typeof sessionsForEveryRole>>;

beforeAll(async () => {
  db = await getDb();
  sessions = await sessionsForEveryRole(db, "mail-tpl");
});
beforeEach(async () => {
  await db.delete(emailTemplates);
});

const EDITOR = "/admin/settings/email-templates/contact_message";

function call(
  handler: (args: never) => Promise<unknown>,
  role: Role | null,
  path: string,
  body?: Record<string, string>,
  params: Record<string, string> = { name: "contact_message" },
) {
  return handler({
    request: new Request(`http://localhost${path}`, {
      method: body ? "POST" : "GET",
      headers: role ? { Cookie: sessions.get(role)!.cookie } : {},
      body: body ? new URLSearchParams(body) : undefined,
    }),
    params,
    context: {},
  } as never);
}

const lastMailTo = async (to: string) =>
  (
    await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, to))
      .orderBy(desc(outgoingMail.createdAt))
      .limit(1)
  )[0]!;

describe("who may see and change templates and the notice bar", () => {
  it("pages: admins see them; moderators land on their queue; others are sent home", async () => {
    const pages = [
      [list.loader, "/admin/settings/email-templates"],
      [editor.loader, EDITOR],
      [noticePage.loader, "/admin/settings/notice-bar"],
    ] as const;
    for (const [loader, path] of pages) {
      expect(await outcomeOf(() => call(loader, null, path))).toBe(
        `302 /auth/sign-in?redirectTo=${encodeURIComponent(path)}`,
      );
      for (const role of ROLES) {
        const want =
          role === "admin" ? "200" : can(role, "area:admin") ? "302 /admin/moderation" : "302 /";
        expect(await outcomeOf(() => call(loader, role, path)), `${path} ${role}`).toBe(want);
      }
    }
  });

  it("changes: refused (403) for everyone but admins, checked before anything is read", async () => {
    const save = { intent: "save", subject: "Hacked", body: "{{message}}" };
    const notice = { text: "Hacked", tone: "info" };
    expect(await outcomeOf(() => call(editor.action, null, EDITOR, save))).toBe("401");
    for (const role of ROLES.filter((r) => r !== "admin")) {
      expect(await outcomeOf(() => call(editor.action, role, EDITOR, save)), role).toBe("403");
      expect(
        await outcomeOf(() => call(editor.action, role, EDITOR, { intent: "reset" })),
        role,
      ).toBe("403");
      expect(
        await outcomeOf(() => call(noticePage.action, role, "/admin/settings/notice-bar", notice)),
        role,
      ).toBe("403");
    }
    expect(await db.select().from(emailTemplates)).toEqual([]);
    expect(await db.select().from(siteSettings).where(eq(siteSettings.key, "notice_bar"))).toEqual(
      [],
    );
  });

  it("the domain checks the right itself: a moderator's id is refused even without the route", async () => {
    const template = mailTemplateNamed("contact_message")!;
    const moderatorId = sessions.get("moderator")!.userId;
    await expect(
      saveMailWording({
        actorId: moderatorId,
        template,
        wording: { subject: "x", body: "{{message}}" },
      }),
    ).rejects.toMatchObject({ kind: "forbidden" });
    await expect(resetMailWording({ actorId: moderatorId, template })).rejects.toMatchObject({
      kind: "forbidden",
    });
  });

  it("an unknown template is a 404", async () => {
    expect(
      await outcomeOf(() =>
        call(editor.loader, "admin", "/admin/settings/email-templates/nope", undefined, {
          name: "nope",
        }),
      ),
    ).toBe("404");
  });
});

describe("editing a template", () => {
  it("refuses hostile wording with a clear error and stores nothing", async () => {
    for (const [body, error] of [
      [
        "{{message}} {{password}}",
        /Unknown placeholder \{\{password\}\}\. This e-mail offers: \{\{name\}\}/,
      ],
      ["{{message}} {{__proto__}}", /Unknown placeholder \{\{__proto__\}\}/],
      ["{{message}} {{name", /Write placeholders as \{\{name\}\}/],
      ["{{message}} see /admin/inbox", /cannot be opened from an e-mail/],
    ] as const) {
      const answer = (await call(editor.action, "admin", EDITOR, {
        intent: "save",
        subject: "Hi",
        body,
      })) as { init: { status: number }; data: { fieldErrors: Record<string, string[]> } };
      expect(answer.init.status, body).toBe(400);
      expect(answer.data.fieldErrors.body?.join(" "), body).toMatch(error);
    }
    const subjectInjection = (await call(editor.action, "admin", EDITOR, {
      intent: "save",
      subject: "Hi\r\nBcc: everyone@example.com",
      body: "{{message}}",
    })) as { data: { fieldErrors: Record<string, string[]> } };
    expect(subjectInjection.data.fieldErrors.subject).toEqual(["The subject must be one line."]);
    expect(await db.select().from(emailTemplates)).toEqual([]);
  });

  it("previews with sample data without storing; saves; the next mail uses it; reset restores the default", async () => {
    const wording = {
      subject: "New message: {{subject}} <b>",
      body: "{{name}} wrote:\n\n{{message}}\n\nInbox: {{inboxLink}}",
    };
    const preview = (await call(editor.action, "admin", EDITOR, {
      intent: "preview",
      ...wording,
    })) as { preview: { subject: string; text: string } };
    expect(preview.preview.subject).toBe("New message: Ticket question <b>");
    expect(preview.preview.text).toContain("Tunde wrote:\n\nCan I change the name on my ticket?");
    expect(await db.select().from(emailTemplates)).toEqual([]);

    expect(
      await outcomeOf(() => call(editor.action, "admin", EDITOR, { intent: "save", ...wording })),
    ).toBe(`302 ${EDITOR}`);

    // A visitor's message with placeholders and markup of its own: sent as their words.
    await sendContactMessage({
      name: "Mallory {{inboxLink}}",
      email: "mallory@example.com",
      subject: "Help\nBcc: all@example.com",
      message: "<script>alert(1)</script> {{name}}",
    });
    const mail = await lastMailTo(getEnv().SUPPORT_EMAIL);
    expect(mail.template).toBe("contact_message");
    expect(mail.subject).toBe("New message: Help Bcc: all@example.com <b>");
    expect(mail.text).toMatch(
      /^Mallory \{\{inboxLink\}\} wrote:\n\n<script>alert\(1\)<\/script> \{\{name\}\}\n\nInbox: https?:\/\/[^\s]+\/admin\/inbox$/,
    );

    const loaded = (await call(editor.loader, "admin", EDITOR)) as {
      wording: { subject: string };
      edited: { byName: string | null } | null;
    };
    expect(loaded.wording.subject).toBe(wording.subject);
    expect(loaded.edited).not.toBeNull();

    expect(await outcomeOf(() => call(editor.action, "admin", EDITOR, { intent: "reset" }))).toBe(
      `302 ${EDITOR}`,
    );
    expect(await db.select().from(emailTemplates)).toEqual([]);
    await sendContactMessage({
      name: "Tunde",
      email: "tunde@example.com",
      subject: "Back to normal",
      message: "Hello",
    });
    const after = await lastMailTo(mail.to);
    expect(after.subject).toBe("[Contact] Back to normal");
    expect(after.text).toMatch(/^From: Tunde <tunde@example.com>/);
  });

  it("HTML mails: the admin's words and every value are escaped; only code-made blocks stay markup", async () => {
    const template = mailTemplateNamed("ticket_order")!;
    await saveMailWording({
      actorId: sessions.get("admin")!.userId,
      template,
      wording: {
        subject: "Tickets for {{eventTitle}}",
        body: '<script>alert("admin")</script><a href="javascript:x">x</a>\n{{eventTitle}}\n{{tickets}}\n{{ticketsLink}}',
      },
    });
    const data = {
      ...ticketOrderMail.example,
      eventTitle: '"><img src=x onerror=alert(1)>',
      tickets: [{ ...ticketOrderMail.example.tickets[0]!, typeName: "<b>VIP</b>" }],
    };
    await sendMail({ to: "buyer-html@example.com", ...ticketOrderMail.render(data) });
    const mail = await lastMailTo("buyer-html@example.com");
    // Markup only as text: no raw tag or attribute survives from the wording or the data.
    expect(mail.html).not.toMatch(/<script|<img src=x|href="javascript|<b>VIP/i);
    expect(mail.html).toContain("&#60;script&#62;");
    expect(mail.html).toContain("&#34;&#62;&#60;img src=x onerror=alert(1)&#62;");
    // The ticket card (QR image) is there, made by code with its own escaping.
    expect(mail.html).toMatch(/<img src="data:image\/png;base64,[^"]+" width="200"/);
    expect(mail.html).toContain("&#60;b&#62;VIP&#60;/b&#62;");
    expect(mail.subject).toBe('Tickets for "><img src=x onerror=alert(1)>');
  });

  it("a stored wording that no longer fits the template is skipped: the mail still goes out", async () => {
    await db.insert(emailTemplates).values({
      key: "newsletter_confirm",
      subject: "Old words",
      body: "{{removedPlaceholder}}",
    });
    await subscribeToNewsletter({ email: "stale-wording@example.com" });
    const mail = await lastMailTo("stale-wording@example.com");
    expect(mail.subject).toBe("Confirm your Naija Creators newsletter subscription");
    expect(mail.text).toMatch(/\/newsletter\/confirm\?token=/);
  });
});

describe("the notice bar", () => {
  const path = "/admin/settings/notice-bar";

  it("refuses links that are not http(s) or a site path, and a link without text", async () => {
    for (const linkUrl of [
      "javascript:alert(1)",
      "//evil.example",
      "data:text/html,x",
      "ftp://x.example",
    ]) {
      const answer = (await call(noticePage.action, "admin", path, {
        text: "Sale",
        linkUrl,
        tone: "info",
      })) as { init: { status: number }; data: { fieldErrors: Record<string, string[]> } };
      expect(answer.init.status, linkUrl).toBe(400);
      expect(answer.data.fieldErrors.linkUrl, linkUrl).toHaveLength(1);
    }
    const noText = (await call(noticePage.action, "admin", path, {
      text: "",
      linkUrl: "/events",
      tone: "info",
    })) as { data: { fieldErrors: Record<string, string[]> } };
    expect(noText.data.fieldErrors.text).toHaveLength(1);
  });

  it("an admin's notice shows on the next page at once (the cached chrome is dropped); empty text hides it", async () => {
    await getChrome("/about");
    expect(
      await outcomeOf(() =>
        call(noticePage.action, "admin", path, {
          text: "  Lagos meetup   this Friday ",
          linkUrl: "/events",
          linkText: "See events",
          tone: "success",
        }),
      ),
    ).toBe(`302 ${path}`);
    expect((await getChrome("/about")).notice).toEqual({
      text: "Lagos meetup this Friday",
      tone: "success",
      linkUrl: "/events",
      linkText: "See events",
    });
    await call(noticePage.action, "admin", path, { text: "", tone: "info" });
    expect((await getChrome("/about")).notice).toBeNull();
  });
});
