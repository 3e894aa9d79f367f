// Hosts' texts: the property form (/create/property and its edit page) and the
// dashboard's Properties page. Apart from messages.ts so the public stays pages do not
// ship them (first-load JS budget). Client-safe: plain objects only.
import type { Message } from "~/lib/messages";

export const propertyFormCopy = {
  tab: "List Property",
  intro: "Host guests on Bookings. We review new listings before they go public.",
  details: "The place",
  title: "Title",
  propertyType: "Property type",
  chooseType: "Choose a type",
  types: { apartment: "Apartment", hotel: "Hotel", room: "Room", studio: "Studio" },
  summary: "Summary (optional)",
  summaryHelp: "One or two lines guests see first.",
  description: "Description",
  pricing: "Price and guests",
  basePricePerNight: "Price per night (₦)",
  cleaningFee: "Cleaning fee (₦)",
  maxGuests: "Max guests",
  bedrooms: "Bedrooms",
  beds: "Beds",
  baths: "Baths",
  minNights: "Minimum nights",
  location: "Where it is",
  address: "Address",
  city: "City",
  state: "State",
  chooseState: "Choose a state",
  fct: "Abuja (FCT)",
  amenities: "Amenities",
  houseRules: "House rules (optional)",
  booking: "Booking settings",
  instantBook: "Instant book",
  instantBookHelp:
    "Guests book and pay at once. Off: they send a request and you have 24 hours to answer.",
  checkInTime: "Check-in from",
  checkOutTime: "Check-out by",
  timesHelp: "Times in Lagos (WAT).",
  checkInInstructions: "Check-in instructions (optional)",
  checkInInstructionsHelp:
    "Door codes, directions, who to call. Only guests with a confirmed booking see them.",
  cancellationPolicy: "Cancellation policy",
  submitCreate: "List Property",
  submitEdit: "Save changes",
};

/** The dashboard's Properties page and the listing actions. */
export const myPropertiesCopy = {
  title: "My Properties",
  intro: "Edit your listings and take them off Bookings for a while.",
  add: "List Property",
  empty: {
    title: "No properties yet",
    description: "List your first place and e go show here once you save am.",
  },
  perNight: "per night",
  guests: (n: number) => `${n} guest${n === 1 ? "" : "s"}`,
  view: "View",
  edit: "Edit",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  editTitle: (title: string) => `Edit ${title}`,
  backToList: "Back to My Properties",
  reviewNotice:
    "Changes to the title, summary, description, address, amenities, house rules or photos of an approved listing go back to review; it leaves Bookings until approved again.",
};

export const myPropertiesToasts = {
  updated: { title: "Property updated", message: "Your changes are saved." },
  updatedForReview: {
    title: "Property updated",
    message: "Your changes are saved and go back to review before the listing shows again.",
  },
  deactivated: {
    title: "Property deactivated",
    message: "It no longer shows on Bookings. Reactivate it any time.",
  },
  reactivated: { title: "Property reactivated", message: "Guests can book it again." },
  reactivatedPending: {
    title: "Property reactivated",
    message: "Guests can book it once it passes review.",
  },
  updateFailed: { title: "Update failed", message: "We could not save your changes. Try again." },
  notYours: {
    title: "Not your property",
    message: "Only the property's owner or an admin can change it.",
  },
} satisfies Record<string, Message>;
