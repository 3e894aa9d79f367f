import { data, Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/cart";
import { EmptyState } from "~/components/section";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { addToCart } from "~/features/marketplace/add-to-cart.server";
import { adoptGuestCart } from "~/features/marketplace/adopt-guest-cart.server";
import {
  cartCountCookie,
  cartKeyOf,
  currentCart,
} from "~/features/marketplace/cart-identity.server";
import { cartCopy, cartErrors, cartSuccess } from "~/features/marketplace/cart-messages";
import { addToCartSchema, cartLineSchema } from "~/features/marketplace/cart-schemas";
import { MAX_LINE_QUANTITY } from "~/features/marketplace/cart-constants";
import { cartCount, guestCartCountCookie, readCartPage } from "~/features/marketplace/cart.server";
import { lineMax, type CartFlag } from "~/features/marketplace/cart-view";
import { changeCartLine } from "~/features/marketplace/update-cart.server";
import { marketplaceSuccess } from "~/features/marketplace/messages";
import { AppError } from "~/lib/app-error.server";
import { getSessionUser } from "~/lib/auth.server";
import { pagePathField } from "~/lib/form-schemas";
import { parseForm } from "~/lib/form-action.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import type { Message } from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import { pageMeta } from "~/lib/seo";

/**
 * Where the cart's checkout starts (routes/marketplace-checkout.tsx).
 */
export const CHECKOUT_PATH = "/checkout";

/**
 * The buyer's cart (issue 31): lines grouped by store with each store's subtotal; change
 * a quantity, remove a line, accept a new price. It depends on the `cart` cookie or the
 * account, so it is never in the shared page cache (no X-Micro-Cache) nor any other cache.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const cookies = await adoptGuestCart({ request, userId: user?.id ?? null });
  // The whole page in one prepared statement (cart.server.ts readCartPage).
  const { view, delivery, images } = await readCartPage(
    cartKeyOf({ request, userId: user?.id ?? null }),
  );
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  // A guest's header count follows the cart as it is now (lines may have gone meanwhile).
  const count = await guestCartCountCookie({
    request,
    userId: user?.id ?? null,
    count: view.count,
  });
  if (count) headers.append("Set-Cookie", count);
  return data({ ...view, delivery, images }, { headers });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta = () =>
  pageMeta({ title: cartCopy.pageTitle, description: cartCopy.empty.description, noindex: true });

/**
 * Every cart form posts here and is answered with a redirect and a toast (so the forms
 * work without JavaScript): "Add to cart" from a product page or card (back to that
 * page), and the line forms of this page. Bad input changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const user = await getSessionUser(request);
  const userId = user?.id ?? null;
  if (form.get("intent") === "add") {
    const back = pagePathField().safeParse(form.get("returnTo") ?? undefined);
    const returnTo = (back.success && back.data) || "/cart";
    const parsed = await parseForm(form, addToCartSchema);
    if (!parsed.ok) return refuse(returnTo, addRefusal(parsed.response.data.fieldErrors));
    const input = parsed.data;
    try {
      const added = await addToCart({
        request,
        userId,
        productId: input.productId,
        variantId: input.variantId,
        optionValues: [input.option0, input.option1].filter((v): v is string => v !== undefined),
        quantity: input.quantity,
        seenPrice: input.price,
      });
      const headers = new Headers();
      if (added.setCookie) headers.append("Set-Cookie", added.setCookie);
      if (!userId) headers.append("Set-Cookie", cartCountCookie(added.count));
      return redirectWithToast(returnTo, messageToast(marketplaceSuccess.addedToCart, "success"), {
        headers,
        status: 303,
      });
    } catch (error) {
      return refuseOrThrow(returnTo, error);
    }
  }
  const parsed = await parseForm(form, cartLineSchema);
  if (!parsed.ok) {
    const fe = parsed.response.data.fieldErrors;
    return refuse("/cart", fe.quantity ? cartErrors.badQuantity : cartErrors.notFound);
  }
  const { cartId } = await currentCart({ request, userId });
  try {
    await changeCartLine({ cartId, change: parsed.data });
  } catch (error) {
    return refuseOrThrow("/cart", error);
  }
  const headers = new Headers();
  if (!userId && cartId) headers.append("Set-Cookie", cartCountCookie(await cartCount({ cartId })));
  const done =
    parsed.data.intent === "remove"
      ? cartSuccess.removed
      : parsed.data.intent === "accept-price"
        ? cartSuccess.priceAccepted
        : cartSuccess.updated;
  return redirectWithToast("/cart", messageToast(done, "success"), { headers, status: 303 });
}

function addRefusal(fieldErrors: Record<string, string[]>): Message {
  if (fieldErrors.quantity) return cartErrors.badQuantity;
  if (fieldErrors.price) return cartErrors.priceChanged;
  return cartErrors.notFound;
}

const refuse = (to: string, message: Message) =>
  redirectWithToast(to, messageToast(message, "error"), { status: 303 });

function refuseOrThrow(to: string, error: unknown) {
  if (!(error instanceof AppError) || error.kind === "rateLimited") throw error;
  return refuse(to, error.userMessage);
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { groups, images, delivery } = loaderData;
  // Each answer (a redirect back here) draws the fields afresh: a refused quantity does
  // not stay typed in a field while the cart keeps the old one.
  const { key: visit } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{cartCopy.pageTitle}</h1>
      {groups.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            title={cartCopy.empty.title}
            description={cartCopy.empty.description}
            action={
              <Button asChild>
                <Link to="/marketplace">{cartCopy.empty.action}</Link>
              </Button>
            }
          />
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {groups.map((group) => (
            <section
              key={group.vendor.id}
              aria-labelledby={`store-${group.vendor.id}`}
              className="rounded-card border border-line p-4"
            >
              <h2 id={`store-${group.vendor.id}`} className="font-semibold text-ink">
                {cartCopy.soldBy(group.vendor.storeName)}
              </h2>
              <ul className="mt-3 divide-y divide-line">
                {group.items.map((item) => (
                  <li key={item.id} className="flex gap-3 py-3">
                    <div className="w-16 shrink-0">
                      <ResponsiveImage
                        image={item.imageKey ? (images[item.imageKey] ?? null) : null}
                        alt=""
                        preset="thumb"
                        aspect="aspect-square"
                        className="rounded-lg"
                      />
                    </div>
                    <div className="min-w-0 flex-1 space-y-2">
                      <div>
                        <Link
                          to={`/marketplace/${item.slug}`}
                          className="font-medium text-ink hover:underline"
                        >
                          {item.title}
                        </Link>
                        {item.optionLabel ? (
                          <p className="text-sm text-muted">{item.optionLabel}</p>
                        ) : null}
                        <LinePrice
                          unitPrice={item.unitPrice}
                          currentPrice={item.currentPrice}
                          changed={item.flags.includes("price_changed")}
                        />
                        {item.flags.length ? (
                          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Problems">
                            {item.flags.map((flag) => (
                              <li key={flag}>
                                <Badge variant={flag === "price_changed" ? "outline" : "danger"}>
                                  {flagText(flag, item.available)}
                                </Badge>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                      <div className="flex flex-wrap items-end gap-2">
                        {!item.flags.includes("seller_unavailable") ? (
                          <Form method="post" className="flex items-end gap-2" preventScrollReset>
                            <input type="hidden" name="itemId" value={item.id} />
                            <label className="text-sm text-muted">
                              <span className="block">{cartCopy.quantity}</span>
                              <Input
                                key={visit}
                                type="number"
                                name="quantity"
                                inputMode="numeric"
                                min={1}
                                max={Math.max(1, Math.min(lineMax(item), MAX_LINE_QUANTITY))}
                                defaultValue={item.quantity}
                                aria-label={cartCopy.quantityLabel(item.title)}
                                className="h-9 w-20"
                              />
                            </label>
                            <Button
                              type="submit"
                              name="intent"
                              value="update"
                              size="sm"
                              variant="outline"
                            >
                              {cartCopy.update}
                            </Button>
                          </Form>
                        ) : null}
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="itemId" value={item.id} />
                          <Button
                            type="submit"
                            name="intent"
                            value="remove"
                            size="sm"
                            variant="ghost"
                            aria-label={cartCopy.removeLabel(item.title)}
                          >
                            {cartCopy.remove}
                          </Button>
                        </Form>
                        {item.flags.includes("price_changed") ? (
                          <Form method="post" preventScrollReset>
                            <input type="hidden" name="itemId" value={item.id} />
                            <input type="hidden" name="price" value={item.currentPrice} />
                            <Button type="submit" name="intent" value="accept-price" size="sm">
                              {cartCopy.acceptPrice}
                            </Button>
                          </Form>
                        ) : null}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="mt-2 flex justify-between border-t border-line pt-3 font-semibold text-ink">
                <span>{cartCopy.subtotal}</span>
                <span>{formatNaira(group.subtotal)}</span>
              </p>
              {delivery[group.vendor.id]?.length ? (
                <p className="mt-1 text-sm text-muted">
                  <span className="font-medium text-ink">{cartCopy.delivery.label}: </span>
                  {delivery[group.vendor.id]!.join(" · ")}
                </p>
              ) : null}
            </section>
          ))}
          {groups.some((g) => g.items.some((i) => i.flags.length)) ? (
            <p className="text-sm text-muted">{cartCopy.checkoutBlocked}</p>
          ) : (
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={CHECKOUT_PATH}>{cartCopy.checkout}</Link>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function LinePrice(p: { unitPrice: number; currentPrice: number; changed: boolean }) {
  if (!p.changed) return <p className="text-sm text-ink">{formatNaira(p.unitPrice)}</p>;
  return (
    <p className="text-sm text-ink">
      <s className="text-muted">
        <span className="sr-only">{cartCopy.priceWas} </span>
        {formatNaira(p.unitPrice)}
      </s>{" "}
      → <span className="sr-only">{cartCopy.priceNow} </span>
      <strong>{formatNaira(p.currentPrice)}</strong>
    </p>
  );
}

function flagText(flag: CartFlag, available: number) {
  return flag === "not_enough_stock"
    ? cartCopy.flags.not_enough_stock(available)
    : cartCopy.flags[flag];
}
