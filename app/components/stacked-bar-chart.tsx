import { useId } from "react";

export type StackSeries = { key: string; label: string; className: string };
export type StackBar = { key: string; label: string; short: string; values: number[] };

/**
 * Server-rendered SVG bars split into series (one colour each, named in the legend),
 * with every figure in a screen-reader table: no chart library, readable without
 * JavaScript. Negative months (refunds larger than sales) draw as empty.
 */
export function StackedBarChart({
  title,
  series,
  bars,
  format,
}: {
  title: string;
  series: StackSeries[];
  bars: StackBar[];
  format: (value: number) => string;
}) {
  const titleId = useId();
  const total = (b: StackBar) => b.values.reduce((s, v) => s + Math.max(0, v), 0);
  const max = Math.max(1, ...bars.map(total));
  const barW = 24;
  const gap = 8;
  const h = 120;
  const width = Math.max(1, bars.length * (barW + gap));
  return (
    <figure className="grid gap-2">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${h + 20}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
      >
        <title id={titleId}>{title}</title>
        {bars.map((b, i) => {
          let top = h;
          return (
            <g key={b.key}>
              {b.values.map((v, s) => {
                const bh = Math.round((Math.max(0, v) / max) * h);
                if (!bh) return null;
                top -= bh;
                return (
                  <rect
                    key={series[s]!.key}
                    x={i * (barW + gap)}
                    y={top}
                    width={barW}
                    height={bh}
                    className={series[s]!.className}
                  />
                );
              })}
              <text
                x={i * (barW + gap) + barW / 2}
                y={h + 14}
                textAnchor="middle"
                className="fill-muted text-[9px]"
              >
                {b.short}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1">
            <svg viewBox="0 0 10 10" className="size-3">
              <rect width="10" height="10" rx="2" className={s.className} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <figcaption className="sr-only">
        <table>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <th scope="row">{b.label}</th>
                {b.values.map((v, s) => (
                  <td key={series[s]!.key}>{format(v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
