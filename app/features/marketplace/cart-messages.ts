// Cart texts (issue 31): the page's words and the refusals of its forms. The spec's own
// marketplace texts ('Out of stock', 'Seller unavailable') stay in messages.ts.
import type { Message } from "~/lib/messages";
import { addToCartCopy } from "./add-to-cart-copy";
import { marketplaceErrors } from "./messages";

export const cartCopy = {
  pageTitle: "Your cart",
  empty: {
    title: "Your cart is empty",
    description: "Browse the marketplace and add something you like.",
    action: "Go to the marketplace",
  },
  soldBy: (store: string) => `Sold by ${store}`,
  subtotal: "Subtotal",
  /** The store's delivery choices, as its group in the cart shows them (chosen at checkout). */
  delivery: {
    label: "Delivery",
    digital: "Digital: download after payment, no delivery",
    from: (place: string) => `Ships from ${place}`,
    sameCity: (fee: string) => `${fee} in the same city`,
    sameState: (fee: string) => `${fee} in the same state`,
    elsewhere: (fee: string) => `${fee} elsewhere in Nigeria`,
    freeOver: (amount: string) => `free from ${amount}`,
    pickup: (n: number) => `pickup at ${n} point${n === 1 ? "" : "s"} (free)`,
    none: "This store has not set delivery yet: choose pickup or check back later.",
  },
  quantity: addToCartCopy.quantity,
  update: "Update",
  remove: "Remove",
  removeLabel: (title: string) => `Remove ${title}`,
  quantityLabel: (title: string) => `Quantity of ${title}`,
  priceWas: "Was",
  priceNow: "now",
  acceptPrice: "Accept new price",
  checkout: "Checkout",
  checkoutBlocked: "Accept the new prices or remove the flagged items before you check out.",
  flags: {
    out_of_stock: marketplaceErrors.outOfStock.title,
    seller_unavailable: marketplaceErrors.sellerUnavailable.title,
    not_enough_stock: (available: number) => `Only ${available} left`,
    price_changed: "Price changed",
  },
} as const;

export const cartSuccess = {
  updated: { title: "Cart updated", message: "Your cart don change." },
  removed: { title: "Removed from cart", message: "The item don comot from your cart." },
  priceAccepted: { title: "Price accepted", message: "The new price don enter your cart." },
} satisfies Record<string, Message>;

export const cartErrors = {
  badQuantity: {
    title: "Check the quantity",
    message: "Enter a whole number from 1 up to what dey available.",
  },
  chooseOptions: {
    title: "Choose the options",
    message: "Pick one of each option wey this product get before you add am.",
  },
  notFound: {
    title: "Item not found",
    message: "We no fit find that item for your cart. Refresh the page and try again.",
  },
  priceChanged: {
    title: "Price changed",
    message: "The price of this item don change. Check the new price and try again.",
  },
} as const;

/** Refusals that name how many are left or allowed (the `cartErrors` are fixed texts). */
export const cartRefusals = {
  overLimit: (limit: number): Message => ({
    title: "Too many for one order",
    message: `One order fit take only ${limit} of this item.`,
  }),
  /** Less is available than the line asks for; `inCart` null when a line's quantity was set. */
  notEnough: (available: number, inCart: number | null): Message => ({
    title: marketplaceErrors.outOfStock.title,
    message:
      inCart === null
        ? `Only ${available} dey available. Your cart no change.`
        : inCart > 0
          ? `Only ${available} dey available and ${inCart} don already dey your cart. Nothing was added.`
          : `Only ${available} dey available. Nothing was added.`,
  }),
};
