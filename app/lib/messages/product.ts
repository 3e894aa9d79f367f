/** The product's name, as the product decisions give it (the spec calls it "the product"). */
export const PRODUCT_NAME = "Naija Creators";
