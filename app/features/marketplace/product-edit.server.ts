import { getDb } from "~/lib/db/client.server";
import { redirectWithToast } from "~/lib/flash.server";
import { postListingForm } from "~/lib/listing-form.server";
import { withCombinationTable } from "./product-combinations.server";
import { imageViewsOf } from "~/lib/media/image-records.server";
import { PHOTOS_MAX } from "~/lib/media/listing-photos";
import { attachDigitalFile } from "./digital-file.server";
import { PRODUCT_FORM_MAX_BYTES } from "./digital-file-limits";
import { productForEdit, updateProduct } from "./manage-product.server";
import { combinationKey } from "./product-options";
import { variantsForForm } from "./write-variants.server";
import { myProductsToasts } from "./product-form-messages";
import { productEditSchema } from "./product-form-schema";

/** The edit page's data: the stored product as its form's fields, and its photos in order. */
export async function productEditFormData({
  productId,
  actorId,
}: {
  productId: string | undefined;
  actorId: string;
}) {
  const product = await productForEdit({ productId: productId ?? "", actorId });
  const db = await getDb();
  const photos = await imageViewsOf(db, product.imageKeys);
  const variants = product.optionNames.length
    ? await db.transaction((tx) => variantsForForm(tx, product.id))
    : [];
  // The options as typed: each kind's values in the order of the combinations.
  const options: Record<string, string> = {};
  product.optionNames.forEach((name, i) => {
    options[`optionName${i + 1}`] = name;
    options[`optionValues${i + 1}`] = [...new Set(variants.map((v) => v.optionValues[i]!))].join(
      ", ",
    );
  });
  const rows: Record<string, string> = {};
  variants.forEach((v, i) => {
    rows[`variants[${i}].key`] = combinationKey(v.optionValues);
    rows[`variants[${i}].sku`] = v.sku ?? "";
    rows[`variants[${i}].price`] = String(v.price);
    rows[`variants[${i}].stock`] = String(v.stock);
  });
  return {
    title: product.title,
    approved: product.moderationStatus === "approved",
    resetKey: `${product.id}:${product.updatedAt.toISOString()}`,
    photos,
    digitalFile: product.digitalFileName
      ? // The size as shown, made here so the form carries no formatting code.
        {
          name: product.digitalFileName,
          size: `${((product.digitalFileSize ?? 0) / 1024 / 1024).toFixed(1)} MB`,
        }
      : null,
    defaults: {
      ...options,
      ...rows,
      perOrderLimit: product.perOrderLimit == null ? "" : String(product.perOrderLimit),
      downloadLimit: String(product.downloadLimit),
      title: product.title,
      sku: product.sku ?? "",
      description: product.description,
      price: String(product.price),
      compareAtPrice: product.compareAtPrice == null ? "" : String(product.compareAtPrice),
      stock: String(product.stock),
      category: product.category,
      kind: product.isDigital ? "digital" : "physical",
      // Stored with two decimals ("0.40"); the form takes the spec's step of 0.1.
      weightKg: product.weightKg == null ? "" : String(Number(product.weightKg)),
      tags: product.tags.join(", "),
    },
  };
}

/** The edit form's post: saved (maybe back to review), then back to the Products page. */
export async function saveProductEdit(
  request: Request,
  { productId, actorId }: { productId: string | undefined; actorId: string },
) {
  const id = productId ?? "";
  // Refused before the form is read or a photo stored; updateProduct checks again.
  await productForEdit({ productId: id, actorId });
  const posted = await postListingForm(request, {
    schema: productEditSchema,
    failure: myProductsToasts.updateFailed,
    photoPrefix: "products",
    ownerId: actorId,
    room: (input) => PHOTOS_MAX - input.currentPhotos.filter((p) => !p.remove).length,
    maxBytes: PRODUCT_FORM_MAX_BYTES,
    attach: attachDigitalFile,
    step: (input, photos, digitalFile) =>
      updateProduct({ productId: id, actorId, input, photos, digitalFile }),
  });
  if (!posted.ok) return withCombinationTable(posted.response);
  const done = posted.result.review ? myProductsToasts.updatedForReview : myProductsToasts.updated;
  return redirectWithToast("/dashboard/products", {
    variant: "success",
    title: done.title,
    description: done.message,
  });
}
