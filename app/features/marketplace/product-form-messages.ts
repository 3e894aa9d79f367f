// Vendors' texts: the product form (/create/product and its edit page) and the
// dashboard's Products page. Apart from messages.ts so the public marketplace pages do
// not ship them (first-load JS budget). Client-safe: plain objects only.
import type { Message } from "~/lib/messages";

export const productFormCopy = {
  tab: "Add Product",
  intro: "Sell on the marketplace. We review new products before they go public.",
  details: "Product details",
  title: "Title",
  sku: "SKU (optional)",
  skuHelp: "Your own stock code, e.g. ANK-001. Letters, numbers and dashes.",
  description: "Description",
  price: "Price (₦)",
  compareAtPrice: "Compare-at price (₦, optional)",
  compareAtPriceHelp: "The old price, shown crossed out with a Sale badge.",
  stock: "Stock",
  stockHelp: "How many you have to sell. Digital products never run out.",
  category: "Category",
  chooseCategory: "Choose a category",
  kind: "Type of product",
  physical: "Physical (shipped or picked up)",
  digital: "Digital (download or online service)",
  weight: "Weight in kg (physical only)",
  tags: "Tags",
  tagsHelp: "Separate with commas, e.g. Ankara, Handmade.",
  // One source for delivery (ADR 073): the store's settings, shown on every product page.
  deliveryFromStore:
    "Where it ships from, delivery fees and pickup points come from your store's delivery settings and show on the product page.",
  deliverySettingsLink: "Store delivery settings",
  simpleHelp:
    "For a product without options. With options, each combination has its own price and stock below.",
  options: "Options (optional)",
  optionsIntro:
    "Up to two kinds, e.g. Size: S, M, L and Colour: Black, White. Each combination gets its own price and stock.",
  optionName: (n: number) => `Option ${n} name`,
  optionNamePlaceholder: (n: number) => (n === 1 ? "Size" : "Colour"),
  optionValues: (n: number) => `Option ${n} values`,
  optionValuesHelp: "Separate with commas.",
  makeCombinations: "Make the combinations",
  combinations: "Combinations",
  combinationPrice: "Price (₦)",
  combinationStock: "Stock",
  combinationSku: "SKU (optional)",
  perOrderLimit: "Most one buyer may take per order (optional)",
  perOrderLimitHelp: "Leave blank to allow up to the stock.",
  digitalFile: "File for buyers to download (digital only)",
  digitalFileHelp: (mb: number) =>
    `PDF, ZIP, EPUB, MP3, MP4 or an image, up to ${mb} MB. Kept private: buyers get it through their own download links after paying.`,
  currentFile: (name: string, size: string) =>
    `Current file: ${name} (${size}). Upload another to replace it.`,
  removeFile: "Remove the current file",
  downloadLimit: "Downloads per purchase",
  downloadLimitHelp: "How often one buyer may download the file, 1 to 100.",
  submitCreate: "Add Product",
  submitEdit: "Save changes",
};

/** The dashboard's Products page and the listing actions. */
export const myProductsCopy = {
  title: "My Products",
  intro: "Edit your products, take them off the marketplace for a while, and keep stock right.",
  add: "Add Product",
  empty: {
    title: "No products yet",
    description: "Add your first product and e go show here once you save am.",
  },
  columns: { product: "Product", price: "Price", stock: "Stock", status: "Status" },
  digital: "Digital",
  view: "View",
  edit: "Edit",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  stockLabel: (title: string) => `Stock of ${title}`,
  saveStock: "Update stock",
  stockPerOption: (title: string) => `Stock per option of ${title}`,
  editTitle: (title: string) => `Edit ${title}`,
  backToList: "Back to My Products",
  reviewNotice:
    "Changes to the title, description, tags or photos of an approved product go back to review; it leaves the marketplace until approved again.",
};

export const myProductsToasts = {
  updated: { title: "Product updated", message: "Your changes are saved." },
  updatedForReview: {
    title: "Product updated",
    message: "Your changes are saved and go back to review before the product shows again.",
  },
  deactivated: {
    title: "Product deactivated",
    message: "It no longer shows on the marketplace. Reactivate it any time.",
  },
  reactivated: { title: "Product reactivated", message: "It is back on sale." },
  reactivatedPending: {
    title: "Product reactivated",
    message: "It goes on sale once it passes review.",
  },
  stockPerOption: {
    title: "Stock not updated",
    message: "This product has options: change each combination's stock on its edit page.",
  },
  stockInvalid: {
    title: "Stock not updated",
    message: "Stock can't go below 0. Check the number and try again.",
  },
  stockUpdated: (stock: number) => ({ title: "Stock updated", message: `Stock is now ${stock}.` }),
  updateFailed: { title: "Update failed", message: "We could not save your changes. Try again." },
  notYours: {
    title: "Not your product",
    message: "Only the product's owner or an admin can change it.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** The product form's field errors: read by the server (schema, file and SKU checks) only. */
export const productFormFieldTexts = {
  price: "Enter a price from ₦1 to ₦100,000,000, in whole naira",
  compareAtPrice: "Enter the old price in whole naira, or leave it blank",
  compareAtAbovePrice: "The compare-at price must be higher than the price",
  stock: "Enter a stock of 0 or more",
  category: "Choose one of the categories",
  weight: "Enter the weight in kg, like 0.5 (at most 1,000)",
  sku: "Use letters, numbers and dashes only",
  skuTaken: "You already have a product with this SKU",
  tooManyTags: "Use at most 10 tags",
  tagLength: "Each tag can have at most 30 characters",
  optionName: "Name this option, e.g. Size",
  optionValues: "List this option's values, separated by commas",
  optionValueLength: "Each value can have at most 30 characters, without |",
  tooManyValues: "Use at most 20 values per option",
  sameOptionName: "Give the two options different names",
  tooManyCombinations: "That makes more than 100 combinations: use fewer values",
  fillCombinations: "Fill in the price and stock of each combination below, then save",
  combinationPrice: "Enter a price from ₦1 to ₦100,000,000",
  combinationStock: "Enter a stock of 0 or more",
  perOrderLimit: "Enter a whole number from 1 to 1,000, or leave it blank",
  downloadLimit: "Enter a whole number of downloads from 1 to 100",
  digitalFileType: "Upload a PDF, ZIP, EPUB, MP3, MP4 or image file",
  digitalFileForDigital: "Only a digital product has a file to download",
};
