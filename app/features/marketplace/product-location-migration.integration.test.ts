import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, vendorProfiles } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { migrationsFolder } from "~/lib/db/migrate.server";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { shipsFromPlace } from "./delivery-fee";

// drizzle/0033: products saved before ADR 073 kept the old form's free-text location;
// the migration makes every product's copy the store's "City, State", as a save would.

const migration = fs.readFileSync(
  path.join(migrationsFolder(), "0033_product_location_from_store.sql"),
  "utf8",
);

describe("migration 0033: a product's location from its store", () => {
  it("replaces the old free text with the store's place, as shipsFromPlace writes it", async () => {
    const db = await getDb();
    const stores = {
      both: { shipFromCity: "Ikeja", shipFromState: "Lagos" },
      stateOnly: { shipFromCity: null, shipFromState: "Oyo" },
      emptyCity: { shipFromCity: "", shipFromState: "Kano" },
      neither: { shipFromCity: null, shipFromState: null },
    };
    const made: Record<string, string[]> = {};
    for (const [name, place] of Object.entries(stores)) {
      const store = await createVendorProfile(db, place);
      const a = await createProduct(db, { vendorId: store.id, location: "Lagos mainland o" });
      const b = await createProduct(db, { vendorId: store.id, location: null });
      made[name] = [a.id, b.id];
    }
    // The statement as the migrator runs it.
    await db.execute(sql.raw(migration));

    const rows = await db
      .select({
        id: products.id,
        location: products.location,
        city: vendorProfiles.shipFromCity,
        state: vendorProfiles.shipFromState,
        found: sql<boolean>`products.search_vector @@ plainto_tsquery('english', 'mainland')`,
      })
      .from(products)
      .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
      .where(inArray(products.id, Object.values(made).flat()));
    const locationOf = (id: string) => rows.find((r) => r.id === id)!.location;
    expect(Object.values(made).flat().map(locationOf)).toEqual([
      "Ikeja, Lagos",
      "Ikeja, Lagos",
      "Oyo",
      "Oyo",
      "Kano",
      "Kano",
      null,
      null,
    ]);
    // The same rule the store's save and the product form use.
    for (const r of rows) expect(r.location).toBe(shipsFromPlace({ city: r.city, state: r.state }));
    // Search follows (search_vector is generated from location): the old words are gone.
    expect(rows.filter((r) => r.found)).toEqual([]);
  });
});
