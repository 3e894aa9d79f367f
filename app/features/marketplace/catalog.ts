// Product categories (001 §2). Plain data, client-safe.

export const PRODUCT_CATEGORIES = [
  "Fashion & Clothing",
  "Electronics",
  "Home & Garden",
  "Health & Beauty",
  "Sports & Fitness",
  "Arts & Crafts",
  "Books & Media",
  "Food & Beverages",
  "Jewelry & Accessories",
  "Baby & Kids",
  "Automotive",
  "Services",
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
