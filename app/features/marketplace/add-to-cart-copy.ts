// The words of "Add to cart" on product pages and cards (issue 31): a module of their
// own so those pages load only these (the cart page's are in cart-messages.ts).

export const addToCartCopy = {
  addToCart: "Add to cart",
  // The visible "Add to cart" first, so the name a voice user says matches (WCAG 2.5.3).
  addToCartNamed: (title: string) => `Add to cart: ${title}`,
  quantity: "Quantity",
  chooseOption: (name: string) => `Choose ${name.toLowerCase()}`,
  chooseOptions: "Choose options",
  chooseOptionsFor: (title: string) => `Choose options for ${title}`,
  pricesByOption: "Prices by option",
  soldOut: "sold out",
} as const;
