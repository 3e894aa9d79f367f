import { data } from "react-router";
import type { Route } from "./+types/product";
import { requirePermission } from "~/features/accounts/guards.server";
import { createProduct } from "~/features/marketplace/create-product.server";
import { attachDigitalFile } from "~/features/marketplace/digital-file.server";
import { PRODUCT_FORM_MAX_BYTES } from "~/features/marketplace/digital-file-limits";
import { marketplaceSuccess, marketplaceToasts } from "~/features/marketplace/messages";
import { ProductForm } from "~/features/marketplace/product-form";
import { productFormCopy } from "~/features/marketplace/product-form-messages";
import { productFormSchema } from "~/features/marketplace/product-form-schema";
import { withCombinationTable } from "~/features/marketplace/product-combinations.server";
import { getSessionUser } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/flash.server";
import { postListingForm } from "~/lib/listing-form.server";

/** The product tab of /create (the layout shows Login Required to signed-out people). */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  if (!(await getSessionUser(request))) return data({ resetKey: "" }, { headers });
  await requirePermission(request, "create:product");
  return data({ resetKey: crypto.randomUUID() }, { headers });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Saved pending moderation; 'Product added successfully!' on the seller's Products page. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "create:product");
  const posted = await postListingForm(request, {
    schema: productFormSchema,
    failure: marketplaceToasts.addFailed,
    photoPrefix: "products",
    ownerId: user.id,
    maxBytes: PRODUCT_FORM_MAX_BYTES,
    attach: attachDigitalFile,
    step: (input, photos, digitalFile) =>
      createProduct({ userId: user.id, input, photos, digitalFile }),
  });
  if (!posted.ok) return withCombinationTable(posted.response);
  return redirectWithToast("/dashboard/products", {
    variant: "success",
    title: marketplaceSuccess.productAdded.title,
    description: marketplaceSuccess.productAdded.message,
  });
}

export default function CreateProductTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="create-product-heading" className="grid gap-4">
      <div>
        <h2 id="create-product-heading" className="text-xl font-semibold text-ink">
          {productFormCopy.tab}
        </h2>
        <p className="mt-1 text-sm text-muted">{productFormCopy.intro}</p>
      </div>
      <ProductForm
        result={actionData}
        resetKey={loaderData.resetKey}
        submitLabel={productFormCopy.submitCreate}
      />
    </section>
  );
}
