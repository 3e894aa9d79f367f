import type { Route } from "./+types/admin-newsletter-csv";
import { requireUser } from "~/features/accounts/guards.server";
import { can } from "~/features/accounts/permissions";
import { subscribersCsv } from "~/features/newsletter/newsletter-export.server";
import { csvHeaders } from "~/lib/csv";
import { generalErrors } from "~/lib/messages/error-pages";

/** The admin's download of the newsletter list (docs/product-decisions.md > Shared chrome). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // A file, not a page: refused plainly rather than with a redirect and a toast.
  if (!can(user.role, "newsletter:export")) {
    return Response.json({ error: generalErrors.forbidden }, { status: 403 });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await subscribersCsv(), {
    headers: csvHeaders(`newsletter-subscribers-${day}.csv`),
  });
}
