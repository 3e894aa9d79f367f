import { data } from "react-router";
import type { Route } from "./+types/orders-guest";
import { guestCartCountCookie } from "~/features/marketplace/cart.server";
import { BuyerOrderBlock } from "~/features/marketplace/components/buyer-order";
import { BuyerOrderSummary } from "~/features/marketplace/components/buyer-order-summary";
import { ServerPart } from "~/lib/server-part";
import { renderParts } from "~/lib/server-part.server";
import { buyerOrderAction } from "~/features/marketplace/order-form-actions.server";
import { ordersCopy } from "~/features/marketplace/order-messages";
import { ordersByAccessToken } from "~/features/marketplace/order-views.server";
import { getSessionUser } from "~/lib/auth.server";
import { formatDateTime } from "~/lib/dates";
import { pageMeta } from "~/lib/seo";

/**
 * A checkout's orders for whoever holds its e-mailed link (the token is the credential;
 * no account needed), also where the payment returns. Never cached, never indexed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const view = await ordersByAccessToken({ accessToken: params.accessToken });
  if (!view) throw data(null, { status: 404 });
  // The payment returns here: the paid items have left a guest's cart, so the header's
  // count (a cookie) is put right.
  const user = await getSessionUser(request);
  const count = await guestCartCountCookie({ request, userId: user?.id ?? null });
  // Each order's summary never changes in the browser: rendered by the server only
  // (ADR 049), its HTML in a client navigation's data; the forms stay interactive.
  const parts = renderParts(request, () =>
    Object.fromEntries(
      view.orders.map((o) => [
        o.id,
        <BuyerOrderSummary key={o.id} order={o} accessToken={params.accessToken} />,
      ]),
    ),
  );
  return data({ ...view, parts }, count ? { headers: { "Set-Cookie": count } } : undefined);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  return buyerOrderAction({
    request,
    actor: {
      user: user ? { id: user.id, role: user.role } : null,
      accessToken: params.accessToken,
    },
    back: `/orders/${params.accessToken}`,
  });
}

export function headers() {
  return {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "same-origin",
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data ? ordersCopy.groupTitle(data.reference) : ordersCopy.title,
    description: ordersCopy.intro,
    noindex: true,
  });

export default function GuestOrdersPage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold break-words text-ink">
          {ordersCopy.groupTitle(loaderData.reference)}
        </h1>
        <p className="text-sm text-muted">
          <time dateTime={loaderData.createdAt}>
            {ordersCopy.placedOn(formatDateTime(loaderData.createdAt))}
          </time>
        </p>
        <p className="text-sm text-muted">{ordersCopy.guestNote}</p>
      </header>
      {loaderData.orders.map((order) => (
        <BuyerOrderBlock
          key={order.id}
          order={order}
          summary={
            <ServerPart id={`order-summary-${order.id}`} html={loaderData.parts[order.id]}>
              {import.meta.env.SSR && (
                <BuyerOrderSummary order={order} accessToken={params.accessToken} />
              )}
            </ServerPart>
          }
          answer={actionData}
        />
      ))}
    </div>
  );
}
