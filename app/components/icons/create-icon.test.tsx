import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_URL } from "virtual:icon-sprite";
import { spriteIcon } from "./create-icon";

const Calendar = spriteIcon("calendar");

describe("spriteIcon", () => {
  it("draws the icon from the sprite, with lucide's box and classes, hidden when unlabelled", () => {
    expect(SPRITE_URL).toMatch(/^\/assets\/icons-[\w-]{10}\.svg$/);
    expect(renderToStaticMarkup(<Calendar className="size-4" />)).toBe(
      `<svg width="24" height="24" class="lucide size-4" aria-hidden="true">` +
        `<use href="${SPRITE_URL}#calendar"></use></svg>`,
    );
  });

  it("keeps a label, a size, and children after the shapes", () => {
    expect(renderToStaticMarkup(<Calendar aria-label="Date" size={16} />)).toBe(
      `<svg width="16" height="16" class="lucide" aria-label="Date">` +
        `<use href="${SPRITE_URL}#calendar"></use></svg>`,
    );
    const titled = renderToStaticMarkup(
      <Calendar>
        <title>Date</title>
      </Calendar>,
    );
    expect(titled).toMatch(/<use href="[^"]+#calendar"><\/use><title>Date<\/title><\/svg>$/);
    expect(titled).not.toContain("aria-hidden");
  });

  it("sets a stroke width or colour as style, so the .lucide rule cannot override it", () => {
    expect(renderToStaticMarkup(<Calendar strokeWidth={1.5} color="red" />)).toContain(
      'style="stroke-width:1.5;stroke:red"',
    );
  });
});
