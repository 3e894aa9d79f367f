import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type IconData } from "./create-icon";

const data: IconData = {
  name: "calendar",
  node: [
    ["path", { d: "M8 2v3", key: "a" }],
    ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "2", key: "b" }],
    ["circle", { cx: 12, cy: 12, r: 1, key: "c" }],
  ],
};
const Calendar = createLucideIcon(data);

/** The same icon drawn the way lucide-react does, one React element per shape. */
function asElements(props: Record<string, unknown>) {
  return createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: 24,
      height: 24,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      ...props,
    },
    ...data.node.map(([tag, attrs]) => createElement(tag, attrs)),
  );
}

describe("createLucideIcon", () => {
  it("draws the shapes from one markup string exactly as lucide's elements would", () => {
    expect(renderToStaticMarkup(<Calendar className="size-4" />)).toBe(
      renderToStaticMarkup(
        asElements({ className: "lucide lucide-calendar size-4", "aria-hidden": "true" }),
      ),
    );
  });

  it("keeps a label, and children after the shapes", () => {
    expect(renderToStaticMarkup(<Calendar aria-label="Date" />)).toBe(
      renderToStaticMarkup(
        asElements({ className: "lucide lucide-calendar", "aria-label": "Date" }),
      ),
    );
    const titled = renderToStaticMarkup(
      <Calendar>
        <title>Date</title>
      </Calendar>,
    );
    expect(titled).toMatch(/<circle cx="12" cy="12" r="1"><\/circle><title>Date<\/title><\/svg>$/);
    expect(titled).not.toContain("aria-hidden");
  });
});
