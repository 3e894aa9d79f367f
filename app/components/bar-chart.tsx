import { useId } from "react";

export type Bar = { key: string; label: string; short: string; value: number };

/**
 * Server-rendered SVG bars with the figures in a screen-reader table: no chart
 * library, light pages, readable without JavaScript.
 */
export function BarChart({
  title,
  bars,
  format,
}: {
  title: string;
  bars: Bar[];
  format: (value: number) => string;
}) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barW = 24;
  const gap = 8;
  const h = 120;
  const width = Math.max(1, bars.length * (barW + gap));
  return (
    <figure>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${h + 20}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
      >
        <title id={titleId}>{title}</title>
        {bars.map((b, i) => {
          const bh = Math.round((Math.max(0, b.value) / max) * h);
          return (
            <g key={b.key}>
              <rect
                x={i * (barW + gap)}
                y={h - bh}
                width={barW}
                height={Math.max(bh, 1)}
                rx={3}
                className="fill-brand-600"
              />
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
      <figcaption className="sr-only">
        <table>
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <th scope="row">{b.label}</th>
                <td>{format(b.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
