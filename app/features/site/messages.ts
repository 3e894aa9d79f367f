// Texts of the site's own pages: contact form and policy pages (001 §8). Client-safe:
// these public pages load this module, not the whole catalogue.
import type { Message } from "~/lib/messages";

export const contactPageCopy = {
  title: "Contact Us",
  intro:
    "Questions, feedback or partnership ideas? Send us a message and we'll get back to you within 24 hours.",
  name: "Your name",
  email: "E-mail address",
  subject: "Subject",
  message: "Message",
  submit: "Send Message",
  faqTitle: "Frequently Asked Questions",
};

export const contactToasts = {
  sendFailed: {
    title: "Failed to send message",
    message: "Your message no go through. Please try again.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

export const policyPageCopy = { lastUpdated: "Last updated:", onThisPage: "On this page" };
