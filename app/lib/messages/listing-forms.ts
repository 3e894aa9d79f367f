// The shared parts of the listing forms and lists (products, properties). Client-safe.

export const listingPhotosCopy = {
  photos: "Photos",
  photosHelp: (photos: number, eachMb: number, postMb: number) =>
    `Up to ${photos} photos, ${eachMb}MB each (${postMb}MB in one go): JPG, PNG, WebP or GIF. The first one is the cover; they show in the order you choose them.`,
  currentPhotos: "Current photos",
  photoPosition: (n: number) => `Place of photo ${n}`,
  removePhoto: "Remove",
  addPhotos: "Add photos",
};

/** A listing's states as its owner's list shows them (products, properties). */
export const listingStateLabels = {
  status: { draft: "Awaiting review", active: "Active", inactive: "Deactivated" },
  moderation: { pending: "Pending review", approved: "Approved", rejected: "Rejected" },
};
