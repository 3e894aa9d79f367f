// Admin Settings > E-mail templates (issue 16). Signed-in admin pages only, so kept out of the public bundles.
import type { Message } from "~/lib/messages";

export const mailTemplatesCopy = {
  title: "E-mail templates",
  intro:
    "The words of every e-mail the platform sends. Edit a subject or body with the placeholders each e-mail offers; the platform fills them in for each person. Every change applies to the next e-mail sent.",
  listLabel: "E-mail templates",
  edited: "Edited",
  standard: "Standard wording",
  edit: (title: string) => `Edit ${title}`,
  editShort: "Edit",
  back: "All e-mail templates",
  backToSettings: "Back to settings",
  subject: "Subject",
  body: "Body",
  bodyHint:
    "Plain text. Write placeholders as {{name}}. Links come only from link placeholders; markup is shown as text, never run.",
  placeholders: "Placeholders this e-mail offers",
  required: "must stay in the body",
  link: "link",
  block: "several lines",
  preview: "Preview",
  previewIntro: "With sample data. Nothing is saved or sent.",
  previewSubject: "Subject",
  previewText: "Text",
  previewHtml: "HTML version",
  save: "Save template",
  reset: "Reset to default",
  resetHint: "Goes back to the platform's standard wording.",
  lastEdit: (when: string, by: string | null) =>
    `Last edited ${when} by ${by ?? "a removed account"}`,
};

export const mailTemplateToasts = {
  saved: (title: string): Message => ({
    title: "Template saved",
    message: `The next "${title}" e-mail goes out in the new words.`,
  }),
  reset: (title: string): Message => ({
    title: "Template reset",
    message: `"${title}" is back to the standard wording.`,
  }),
  invalid: {
    title: "Template not saved",
    message: "Fix the marked fields and try again.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;
