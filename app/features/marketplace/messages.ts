// Marketplace texts: errors, successes and toasts of products and orders, and the
// defaults of an auto-created vendor profile (000 §8; 001 §5, §6, §8). Client-safe.
import type { Message } from "~/lib/messages";

export const marketplaceErrors = {
  outOfStock: {
    title: "Out of stock",
    message: "This product don finish. Check back later or try another one.",
  },
  orderFailed: {
    title: "Order failed",
    message: "We no fit place your order. Please try again.",
  },
  paymentDeclined: {
    title: "Payment declined",
    message: "Your payment no go through. Try another card or payment method.",
  },
  shippingAddress: {
    title: "Check your address",
    message: "Your delivery address no complete. Check am and try again.",
  },
  sellerUnavailable: {
    title: "Seller unavailable",
    message: "This seller no dey available right now. Try again later.",
  },
} satisfies Record<string, Message>;

export const marketplaceSuccess = {
  productAdded: {
    title: "Product added successfully!",
    message: "Your product go show for the marketplace once e pass review.",
  },
  addedToCart: { title: "Added to cart", message: "E don enter your cart." },
  orderPlaced: {
    title: "Order placed!",
    message: "We don receive your order. We go update you as e dey move.",
  },
  orderShipped: { title: "Order shipped", message: "The order don ship." },
  orderDelivered: { title: "Order delivered", message: "The order don deliver." },
  orderCancelled: { title: "Order cancelled", message: "The order don cancel." },
};

export const marketplaceToasts = {
  loginRequired: { title: "Login required", message: "Please login to create products" },
  addFailed: {
    title: "Failed to add product",
    message: "We no fit add your product. Please try again.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** Defaults for an auto-created vendor profile (001 §6). */
export const vendorDefaults = { storeName: "My Store", storeBio: "Welcome to my store!" };
