import type { Route } from "./+types/payments-receipts-not-found";
import type { AreaHandle } from "~/features/accounts/permissions";
import { NotFoundPage, notFoundHeaders, notFoundMeta } from "~/not-found-page";
import { areaNotFoundAnswer, areaNotFoundPost } from "~/not-found.server";

/** Paths under /payments/receipts no page serves: the area's guard first, then 404 (app/routes.ts). */
export const handle = { area: "payments:history" } as const satisfies AreaHandle;

export function loader({ request }: Route.LoaderArgs) {
  return areaNotFoundAnswer(request, handle.area);
}

export function action({ request }: Route.ActionArgs) {
  return areaNotFoundPost(request, handle.area);
}

export const headers = notFoundHeaders;
export const meta = notFoundMeta;
export default NotFoundPage;
