import type { Route } from "./+types/dashboard-sales-csv";
import { requirePermission } from "~/features/accounts/guards.server";
import { salesCsv, salesFilterFrom } from "~/features/marketplace/order-views.server";
import { csvHeaders } from "~/lib/csv";

/**
 * The seller's orders (an admin: every order) as CSV, filtered as the sales page is,
 * `sales-<yyyy-mm-dd>.csv`. Cells are escaped and guarded against formula injection.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "orders:fulfil");
  const csv = await salesCsv({ user, filter: salesFilterFrom(new URL(request.url)) });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, { headers: csvHeaders(`sales-${day}.csv`) });
}
