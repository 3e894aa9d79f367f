import type { Route } from "./+types/payments-statement-csv";
import { requirePermission } from "~/features/accounts/guards.server";
import { monthlyStatement, statementCsv } from "~/features/payments/monthly-statement.server";
import { statementCopy as c } from "~/features/payments/statement-messages";
import { csvHeaders } from "~/lib/csv";
import { publicBaseUrl } from "~/lib/public-url.server";

/**
 * The seller's monthly statement as CSV (`statement-<yyyy-mm>.csv`, attachment): the
 * amount column sums to the closing balance. A month that is not one says so in words.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "payments:seller");
  const typed = (params.month ?? "").slice(0, 40);
  const statement = await monthlyStatement({ userId: user.id, month: typed });
  if ("invalid" in statement)
    return new Response(
      statement.invalid === "future" ? c.invalid.future(typed) : c.invalid.format(typed),
      {
        status: statement.invalid === "format" ? 400 : 404,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "private, no-store",
        },
      },
    );
  return new Response(statementCsv(statement, publicBaseUrl()), {
    headers: csvHeaders(`statement-${statement.month}.csv`),
  });
}
