import { formatNaira } from "~/lib/money";

/**
 * Quick amounts as radio buttons styled as tiles (no JavaScript needed): the donate
 * page's and the support form's, one control named `amount`.
 */
export function AmountTiles({
  legend,
  amounts,
  chosen,
  four = false,
}: {
  legend: string;
  amounts: readonly number[];
  /** The amount to check, as typed or given (a string from the form). */
  chosen: string;
  /** Four tiles a row from `sm` up (else three). */
  four?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className={`mt-2 grid grid-cols-2 gap-2 ${four ? "sm:grid-cols-4" : "sm:grid-cols-3"}`}>
        {amounts.map((amount) => (
          <label
            key={amount}
            className="flex cursor-pointer items-center justify-center rounded-md border border-line-strong px-3 py-3 font-semibold text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="amount"
              value={amount}
              defaultChecked={chosen === String(amount)}
              className="sr-only"
            />
            {formatNaira(amount)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
