// The words of an item page's photo gallery (components/photo-gallery.tsx): the same on
// a product's page and a stay's.

export const photoGalleryCopy = {
  /** The photos after the first (a stay's: the two beside it). */
  more: "More photos",
  /** A stay's small photos, under the two beside the first. */
  all: "All photos",
  photo: (title: string, n: number) => `${title}, photo ${n}`,
};
