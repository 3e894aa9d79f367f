import type { Route } from "./+types/products";
import { requirePermission } from "~/features/accounts/guards.server";
import { adjustProductStock, setProductActive } from "~/features/marketplace/manage-product.server";
import { listMyProducts } from "~/features/marketplace/my-products.server";
import { MyProductsList } from "~/features/marketplace/my-products-list";
import { myProductActionSchema } from "~/features/marketplace/my-products-schema";
import { myProductsToasts } from "~/features/marketplace/product-form-messages";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { listingAction } from "~/lib/listing-action.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "create:product");
  return { items: await listMyProducts({ userId: user.id }) };
}

/** Deactivate, reactivate, adjust stock: the owner or an admin, checked in the transaction. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "items:edit");
  const parsed = await parseForm(request, myProductActionSchema);
  // Only a typed stock can be wrong here: its words come back as a toast on the list.
  if (!parsed.ok)
    return redirectWithToast(
      "/dashboard/products",
      messageToast(myProductsToasts.stockInvalid, "error"),
    );
  const input = parsed.data;
  const actor = { productId: input.productId, actorId: user.id };
  return listingAction("/dashboard/products", async () => {
    if (input.intent === "stock")
      return myProductsToasts.stockUpdated(
        await adjustProductStock({ ...actor, from: input.from, to: input.stock }),
      );
    const status = await setProductActive({ ...actor, active: input.intent === "reactivate" });
    if (status === "inactive") return myProductsToasts.deactivated;
    return status === "active" ? myProductsToasts.reactivated : myProductsToasts.reactivatedPending;
  });
}

export default function MyProductsPage({ loaderData }: Route.ComponentProps) {
  return <MyProductsList items={loaderData.items} />;
}
