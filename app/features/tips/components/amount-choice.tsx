import { TIP_QUICK_AMOUNTS } from "../tip-constants";

/**
 * The support form's quick amounts as radio buttons styled as tiles (no JavaScript
 * needed).
 */
export function AmountChoice({
  legend,
  chosen,
  legendClassName = "text-sm font-semibold text-ink",
}: {
  legend: string;
  chosen: string;
  legendClassName?: string;
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TIP_QUICK_AMOUNTS.map((amount) => (
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
            {/* ₦ and thousands commas, as formatNaira writes them, without its module. */}₦
            {amount.toLocaleString("en-NG")}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
