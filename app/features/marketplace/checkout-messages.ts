// The marketplace checkout's texts: its refusals, the checkout page and the order mails
// (issue 31). Apart from messages.ts so product pages do not ship them. Client-safe.
import type { Message } from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import { marketplaceErrors as E } from "./messages";

/** Why a checkout is refused; nothing is held or written when one is given. */
export const checkoutRefusals = {
  emptyCart: {
    title: "Your cart is empty",
    message: "Add something to your cart first, then check out.",
  },
  outOfStock: (title: string, left: number): Message => ({
    title: E.outOfStock.title,
    message:
      left > 0
        ? `Only ${left} of ${title} left. Reduce the quantity in your cart and try again.`
        : `${title}: ${E.outOfStock.message}`,
  }),
  sellerUnavailable: (title: string): Message => ({
    title: E.sellerUnavailable.title,
    message: `${title}: ${E.sellerUnavailable.message} Remove it from your cart to check out.`,
  }),
  priceChanged: (title: string, was: number, now: number): Message => ({
    title: "Price changed",
    message: `The price of ${title} changed from ${formatNaira(was)} to ${formatNaira(now)}. Accept the new price in your cart before you pay.`,
  }),
  perOrder: (title: string, limit: number): Message => ({
    title: "Too many in one order",
    message: `You can buy at most ${limit} of ${title} in one order.`,
  }),
  holdCap: (title: string, limit: number, held: number): Message => ({
    title: "Too many in one order",
    message: `You are already paying for ${held} of ${title} in another checkout; one order may take at most ${limit}.`,
  }),
  addressIncomplete: E.shippingAddress,
  noDelivery: (store: string, state: string): Message => ({
    title: "Shipping address problem",
    message: `${store} does not deliver to ${state}. Choose one of its pickup points or another address.`,
  }),
  pickupUnknown: {
    title: "Shipping address problem",
    message: "Choose one of this store's pickup points.",
  },
  notPayable: E.orderFailed,
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** The checkout page. */
export const checkoutCopy = {
  pageTitle: "Checkout",
  intro: "Pay once for everything in your cart. Each store sends its own order.",
  yourDetails: "Your details",
  name: "Full name",
  email: "E-mail",
  emailHint: "Your receipt and the order links go here.",
  phone: "Phone number",
  phoneHint: "+234 801 234 5678 or 0801 234 5678",
  from: (store: string) => `From ${store}`,
  howToGet: "How to get it",
  deliver: "Deliver to my address",
  pickup: "Pick up",
  digitalOnly: "Digital: download from your order page after payment. No delivery needed.",
  state: "State",
  chooseState: "Choose a state",
  city: "City / LGA",
  street: "Street address",
  landmark: "Nearest landmark (optional)",
  pickupPoint: "Pickup point",
  noPickup: "This store has no pickup points.",
  items: "Items",
  subtotal: "Items",
  deliveryFee: "Delivery",
  deliveryFree: "Free",
  deliveryUnknown: "Choose your address to see the fee",
  deliveryNone: "Not delivered there",
  storeTotal: "Store total",
  total: "Total to pay",
  update: "Show the total",
  method: "Payment method",
  pay: (total: number) => `Pay ${formatNaira(total)}`,
  payUnknown: "Pay",
  payNote: "You will pay on the payment page. Your items are kept for you for 15 minutes.",
  backToCart: "Back to cart",
  fixCart: "Fix these in your cart before you pay:",
  goToCart: "Go to your cart",
  qtyTimes: (quantity: number) => `× ${quantity}`,
} as const;

/** The order e-mails: one per vendor order to the buyer, one to the vendor. */
export const orderMailCopy = {
  buyerSubject: (orderNumber: string, store: string) =>
    `Order placed: ${orderNumber} from ${store}`,
  buyerIntro: (name: string) =>
    `Hello ${name || "there"}, we don receive your payment and your order is placed.`,
  buyerDigital: "Your digital items are ready to download.",
  buyerDigitalNow: "Download now: these links work for 15 minutes from when this e-mail was sent.",
  buyerDigitalLater:
    "Any time later, download from your order page: its link lasts, and it makes a fresh download link each time you open it.",
  buyerDigitalItem: (title: string, limit: number) =>
    `${title} (up to ${limit === 1 ? "1 download" : `${limit} downloads`})`,
  buyerNext: "We go e-mail you each time the order moves.",
  vendorSubject: (orderNumber: string) => `New paid order ${orderNumber}`,
  vendorIntro: (store: string) => `${store}, you have a new paid order. Pack it and ship it.`,
  vendorNoticeTitle: "New paid order",
  vendorNotice: (orderNumber: string, total: number) =>
    `Order ${orderNumber} (${formatNaira(total)}) is paid. Pack it and ship it.`,
  buyerNoticeTitle: "Order placed",
  buyerNotice: (orderNumber: string, store: string) =>
    `Order ${orderNumber} from ${store} is paid and placed.`,
  delivery: {
    delivery: (address: string) => `Delivery to ${address}`,
    pickup: (point: string, code: string) => `Pickup at ${point}. Collection code: ${code}`,
    digital: "Digital download: no delivery",
  },
  /** The "Delivery:" line of the order mails. */
  deliveryFee: {
    free: "Free",
    pickup: "None: pickup",
    digital: "None: digital download",
  },
  unfulfillable: {
    out_of_stock:
      "The store ran out of stock before your payment reached us. Its part of your order is refunded; the other stores' orders stand.",
    hold_expired:
      "Your 15-minute hold expired before your payment reached us, and the items were sold to other buyers.",
    order_cancelled:
      "This order was cancelled before your payment reached us, so nothing was sold. Your money for it is being refunded.",
  },
} as const;
