import type { Route } from "./+types/not-found";
import { NotFoundPage, notFoundHeaders, notFoundMeta } from "~/not-found-page";
import { notFoundAnswer, notFoundPost } from "~/not-found.server";

/** Unknown paths: 404 (410 for gone ones). Protected areas have their own (not-found.server.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return notFoundAnswer(request);
}

/** Posts to unknown paths: 405, never a 500. */
export function action({ request }: Route.ActionArgs) {
  return notFoundPost(request);
}

export const headers = notFoundHeaders;
export const meta = notFoundMeta;
export default NotFoundPage;
