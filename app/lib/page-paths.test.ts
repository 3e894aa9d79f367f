import { describe, expect, it } from "vitest";
import { answeringRoute } from "../../tests/support/route-table";
import { isPageAddress } from "./page-paths";

describe("page addresses", () => {
  it("are matched by React Router's matcher: any case, a trailing slash, one segment a parameter", () => {
    const edit = "/dashboard/products/:productId/edit";
    expect(
      isPageAddress(edit, "/dashboard/products/7d0c6a1e-3b1f-4f4e-9a53-0d8c1c7f2b10/edit"),
    ).toBe(true);
    expect(isPageAddress(edit, "/Dashboard/Products/x/edit/")).toBe(true);
    for (const path of ["/dashboard/products/x/edit/more", "/dashboard/products/edit", "/x" + edit])
      expect(isPageAddress(edit, path), path).toBe(false);
    expect(isPageAddress("/create", "/create")).toBe(true);
    expect(isPageAddress("/create", "/create/product")).toBe(false);
  });

  it("answer with the route the pattern names", () => {
    expect(answeringRoute("/dashboard/products/x/edit")).toBe("routes/dashboard/product-edit");
    expect(answeringRoute("/events/dashboard/x/check-in")).toBe("routes/events-dashboard-check-in");
  });
});
