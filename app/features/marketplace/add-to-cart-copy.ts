// The words of "Add to cart" on product pages and cards (issue 31): a module of their
// own so those pages load only these (the cart page's are in cart-messages.ts).

export const addToCartCopy = {
  addToCart: "Add to cart",
  addToCartNamed: (title: string) => `Add ${title} to cart`,
  quantity: "Quantity",
  chooseOption: (name: string) => `Choose ${name.toLowerCase()}`,
  chooseOptions: "Choose options",
  chooseOptionsFor: (title: string) => `Choose options for ${title}`,
  pricesByOption: "Prices by option",
  soldOut: "sold out",
} as const;
