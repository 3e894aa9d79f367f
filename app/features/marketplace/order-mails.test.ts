import { describe, expect, it } from "vitest";
import { relativeLinks } from "~/lib/mail/mail-template";
import { orderPaidVendorMail, orderPlacedMail } from "./order-mails";

// The "Order placed" mail of an order with digital items: download links for reading it
// at once (15 minutes), and the order page as the link that lasts, said in so many words.

const digital = {
  ...orderPlacedMail.example,
  items: [{ title: "Yoruba for Beginners", optionLabel: "", quantity: 1, unitPrice: 5_000 }],
  delivery: "Digital download: no delivery",
  deliveryMethod: "digital" as const,
  deliveryFee: 0,
  total: 5_000,
  downloads: [{ title: "Yoruba for Beginners", limit: 5, path: "/downloads/abc.123.sig" }],
};

describe("order placed mail with digital items", () => {
  it("gives each item's link for now and the order page as the lasting link", () => {
    const { text } = orderPlacedMail.render(digital);
    const origin = digital.origin;
    expect(text).toContain(
      `- Yoruba for Beginners (up to 5 downloads): ${origin}/downloads/abc.123.sig`,
    );
    expect(text).toContain("these links work for 15 minutes");
    const later = text.indexOf("Any time later, download from your order page: its link lasts");
    expect(later).toBeGreaterThan(-1);
    expect(text.slice(later)).toContain(`${origin}/orders/${digital.accessToken}`);
    expect(relativeLinks({ text })).toEqual([]);
  });

  it("says nothing of downloads for goods only, and never sends the buyer's links to the vendor", () => {
    expect(orderPlacedMail.render(orderPlacedMail.example).text).not.toMatch(/download/i);
    expect(orderPaidVendorMail.render(digital).text).not.toContain("/downloads/");
  });
});

describe("the delivery line of the order mails", () => {
  it("says what a pickup or a download costs to get, never a free delivery there is not", () => {
    const pickup = {
      ...orderPlacedMail.example,
      deliveryMethod: "pickup" as const,
      deliveryFee: 0,
    };
    expect(orderPlacedMail.render(pickup).text).toContain("Delivery:   None: pickup");
    expect(orderPaidVendorMail.render(pickup).text).toContain("Delivery:   None: pickup");
    expect(orderPlacedMail.render(digital).text).toContain("Delivery:   None: digital download");
    const free = { ...orderPlacedMail.example, deliveryFee: 0 };
    expect(orderPlacedMail.render(free).text).toContain("Delivery:   Free");
    expect(orderPlacedMail.render(orderPlacedMail.example).text).toContain("Delivery:   ₦1,500");
  });
});
