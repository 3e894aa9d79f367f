import { Link } from "react-router";
import type { Route } from "./+types/product-edit";
import { requirePermission } from "~/features/accounts/guards.server";
import { productEditFormData, saveProductEdit } from "~/features/marketplace/product-edit.server";
import { ProductForm } from "~/features/marketplace/product-form";
import { myProductsCopy, productFormCopy } from "~/features/marketplace/product-form-messages";

/** One product's edit page: its owner or an admin (items:edit, checked in the transaction). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "items:edit");
  return productEditFormData({ productId: params.productId, actorId: user.id });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "items:edit");
  return saveProductEdit(request, { productId: params.productId, actorId: user.id });
}

export default function EditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, defaults, photos, resetKey, approved, digitalFile } = loaderData;
  return (
    <section aria-labelledby="edit-product-heading" className="grid gap-4">
      <div>
        <Link to="/dashboard/products" className="text-sm text-brand-700 hover:underline">
          {myProductsCopy.backToList}
        </Link>
        <h2 id="edit-product-heading" className="mt-2 text-lg font-semibold break-words text-ink">
          {myProductsCopy.editTitle(title)}
        </h2>
        {approved ? <p className="mt-1 text-sm text-muted">{myProductsCopy.reviewNotice}</p> : null}
      </div>
      <ProductForm
        defaults={defaults}
        photos={photos}
        digitalFile={digitalFile}
        result={actionData}
        resetKey={resetKey}
        submitLabel={productFormCopy.submitEdit}
      />
    </section>
  );
}
