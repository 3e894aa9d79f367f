// Vendors' texts for their store's delivery settings (/dashboard/store). Apart from
// messages.ts so the public marketplace pages do not ship them. Client-safe.
import type { Message } from "~/lib/messages";

export const storeSettingsCopy = {
  title: "My Store",
  intro:
    "Your store's name, where you ship from, what delivery costs and where buyers can collect.",
  store: "Store details",
  storeName: "Store name",
  storeBio: "About the store",
  shipping: "Delivery",
  shippingHelp:
    "Fees in whole naira. Leave a fee blank if you do not deliver there; type 0 for free delivery.",
  shipFromState: "Ship from (state)",
  shipFromCity: "Ship from (city or LGA)",
  chooseState: "Choose a state",
  fct: "Abuja (FCT)",
  feeSameCity: "Fee in the same city (₦)",
  feeSameState: "Fee elsewhere in the same state (₦)",
  feeElsewhere: "Fee to the rest of Nigeria (₦)",
  freeDeliveryOver: "Free delivery for orders of at least (₦, optional)",
  save: "Save store settings",
  pickupPoints: "Pickup points",
  pickupIntro: "Places where buyers may collect their order instead of delivery.",
  noPickupPoints: "No pickup points yet.",
  addPickup: "Add a pickup point",
  name: "Name",
  address: "Address",
  city: "City or LGA",
  state: "State",
  instructions: "Instructions (optional)",
  instructionsHelp: "Opening hours, who to ask for, what to bring.",
  savePickup: "Save pickup point",
  add: "Add pickup point",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  inactive: "Not offered to buyers",
  editPickup: (name: string) => `Edit ${name}`,
  actingFor: (store: string) => `You are changing the settings of ${store}.`,
};

export const storeSettingsFieldText = {
  fee: "Enter a fee in whole naira from 0 to 1,000,000, or leave it blank",
  freeOver: "Enter an amount in whole naira from 1 to 100,000,000, or leave it blank",
  state: "Choose one of the 36 states or the FCT",
  shipFromNeeded: "Choose where you ship from to charge by zone",
};

export const storeSettingsToasts = {
  saved: {
    title: "Store settings saved",
    message: "Buyers see your delivery choices at checkout.",
  },
  saveFailed: { title: "Store settings not saved", message: "Check the fields and try again." },
  pickupAdded: { title: "Pickup point added", message: "Buyers can choose it at checkout." },
  pickupSaved: { title: "Pickup point saved", message: "Your changes are saved." },
  pickupDeactivated: {
    title: "Pickup point deactivated",
    message: "Buyers no longer see it. Orders already placed for it keep it.",
  },
  pickupReactivated: { title: "Pickup point reactivated", message: "Buyers can choose it again." },
  pickupFailed: { title: "Pickup point not saved", message: "Check the fields and try again." },
  notYours: {
    title: "Not your store",
    message: "Only the store's owner or an admin can change it.",
  },
  noStore: {
    title: "No such store",
    message: "This store does not exist.",
  },
} satisfies Record<string, Message>;
