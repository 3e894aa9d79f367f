import type { Route } from "./+types/not-found";
import type { AreaHandle } from "~/features/accounts/permissions";
import { NotFoundPage, notFoundHeaders, notFoundMeta } from "~/not-found-page";
import { areaNotFoundAnswer, areaNotFoundPost } from "~/not-found.server";

/** Paths under /admin no page serves: the area's guard first, then 404 (app/routes.ts). */
export const handle = { area: "area:admin" } as const satisfies AreaHandle;

export function loader({ request }: Route.LoaderArgs) {
  return areaNotFoundAnswer(request, handle.area);
}

export function action({ request }: Route.ActionArgs) {
  return areaNotFoundPost(request, handle.area);
}

export const headers = notFoundHeaders;
export const meta = notFoundMeta;
export default NotFoundPage;
