// Zod-free values the checkout page shows (a schema module would ship Zod to the browser).

export const TICKET_PAYMENT_METHODS = ["paystack", "paypal"] as const;
