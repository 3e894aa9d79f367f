import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { marketplaceCheckoutSchema } from "./checkout-schema";

const V = "11111111-2222-4333-8444-555555555555";
const P = "99999999-2222-4333-8444-555555555555";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return parseWithZod(form, { schema: marketplaceCheckoutSchema, disableAutoCoercion: true });
}

describe("marketplace checkout form", () => {
  it("reads the buyer, a normalised phone and each store's address or pickup point", () => {
    const out = parse({
      intent: "pay",
      name: "Ada Obi",
      email: "ADA@example.com",
      phone: "0801 234 5678",
      [`v.${V}.how`]: "delivery",
      [`v.${V}.state`]: "Lagos",
      [`v.${V}.city`]: "Ikeja",
      [`v.${V}.street`]: "12 Allen Avenue",
      [`v.${P}.how`]: "pickup",
      [`v.${P}.pickup`]: V,
    });
    expect(out.status).toBe("success");
    if (out.status !== "success") return;
    expect(out.value).toMatchObject({
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "+2348012345678",
      delivery: {
        [V]: {
          method: "delivery",
          state: "Lagos",
          city: "Ikeja",
          street: "12 Allen Avenue",
          landmark: null,
        },
        [P]: { method: "pickup", pickupPointId: V },
      },
    });
  });

  it("Pay needs a name and an e-mail; a wrong phone or a state not in the list is refused", () => {
    const out = parse({ intent: "pay", phone: "12345", [`v.${V}.state`]: "Atlantis" });
    expect(out.status).toBe("error");
    if (out.status === "success") return;
    expect(Object.keys(out.error ?? {})).toEqual(
      expect.arrayContaining(["name", "email", "phone", `v.${V}.state`]),
    );
  });

  it("'Show the total' prices with the details still empty", () => {
    const out = parse({ intent: "update", [`v.${V}.state`]: "Abuja", [`v.${V}.city`]: "Garki" });
    expect(out.status).toBe("success");
  });
});
