import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FlashStatus } from "./flash-status";

describe("FlashStatus (server render, what a browser without JavaScript shows)", () => {
  it("writes a success into the page as a status region", () => {
    const html = renderToString(
      <FlashStatus flash={{ variant: "success", description: "New donations fee don save." }} />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain("Success!");
    expect(html).toContain("New donations fee don save.");
  });

  it("writes an error as an alert", () => {
    const html = renderToString(
      <FlashStatus flash={{ variant: "error", title: "No go", description: "Try again." }} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("No go");
  });

  it("renders nothing without a message", () => {
    expect(renderToString(<FlashStatus flash={null} />)).toBe("");
  });
});
