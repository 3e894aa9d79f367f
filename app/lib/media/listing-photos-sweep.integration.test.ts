import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaAssets, products } from "~/db/schema";
import { createProduct } from "~/features/marketplace/create-product.server";
import { marketplaceToasts } from "~/features/marketplace/messages";
import { productFormSchema } from "~/features/marketplace/product-form-schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { postListingForm } from "~/lib/listing-form.server";
import { storeListingPhotos } from "~/lib/media/listing-photos.server";
import {
  sweepUnusedListingPhotos,
  UNUSED_PHOTO_GRACE_MS,
} from "~/lib/media/listing-photos-sweep.server";
import type { StoredImage } from "~/lib/media/responsive";
import { getStorage, type StorageAdapter } from "~/lib/storage/storage.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { expectViolation, PG } from "../../../tests/support/db-errors";

// Listing photos are stored before the listing's transaction (ADR
// 040): a save that fails must not leave them behind, and
// what a failure could not remove (or an edit dropped) is swept after a grace period.

let vendorId = "";
beforeAll(async () => {
  const user = await createUser(await getDb(), {
    email: "photo-sweep@example.com",
    role: "vendor",
    password: "photo-sweep-password-1",
    fullName: "Ngozi Photo",
  });
  vendorId = user.id;
});

const photo = (width: number, color: string) =>
  sharp({ create: { width, height: 400, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
    .then((b) => new File([new Uint8Array(b)], "photo.jpg", { type: "image/jpeg" }));
const notAnImage = () =>
  new File([new TextEncoder().encode("<svg onload=alert(1)>")], "x.jpg", { type: "image/jpeg" });

const fields = {
  title: "Adire scarf",
  description: "Hand-dyed in Abeokuta.",
  price: "8000",
  stock: "3",
  category: "Fashion & Clothing",
  kind: "physical",
};

function post(extra: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, ...extra })) form.append(k, v);
  for (const file of files) form.append("photos", file);
  return new Request("http://localhost/create/product", { method: "POST", body: form });
}

/** Every file an image has in storage: the original and each variant. */
const filesOf = (images: StoredImage[]) =>
  images.flatMap((i) => [i.key, ...i.variants.map((v) => v.key)]);

async function present(keys: string[]) {
  const storage = getStorage();
  const found = await Promise.all(keys.map((k) => storage.exists(k)));
  return keys.filter((_, i) => found[i]);
}

async function records(keys: string[]) {
  if (keys.length === 0) return [];
  const db = await getDb();
  return db.select().from(mediaAssets).where(inArray(mediaAssets.key, keys));
}

/** The product form's post with the real createProduct as its step; the photos it got. */
async function postProduct(extra: Record<string, string>, files: File[]) {
  let stored: StoredImage[] = [];
  const posted = await postListingForm(post(extra, files), {
    schema: productFormSchema,
    failure: marketplaceToasts.addFailed,
    photoPrefix: "products",
    ownerId: vendorId,
    step: (input, photos) => {
      stored = photos;
      return createProduct({ userId: vendorId, input, photos });
    },
  });
  return { posted, stored };
}

describe("a listing save that fails after its photos are stored", () => {
  it("removes the photos' files and records when the step refuses (a SKU the store already has)", async () => {
    const first = await postProduct({ sku: "ADIRE-1" }, [await photo(900, "#335577")]);
    expect(first.posted.ok).toBe(true);
    expect(await present(filesOf(first.stored))).toEqual(filesOf(first.stored));

    const again = await postProduct({ title: "Adire scarf, blue", sku: "ADIRE-1" }, [
      await photo(1200, "#113355"),
      await photo(700, "#551133"),
    ]);
    expect(again.posted.ok).toBe(false);
    expect(again.stored).toHaveLength(2);
    // The variants were really made, then removed with their original and records.
    expect(filesOf(again.stored).length).toBeGreaterThan(2);
    expect(await present(filesOf(again.stored))).toEqual([]);
    expect(await records(again.stored.map((i) => i.key))).toEqual([]);
    // The saved product's photo is untouched.
    expect(await present(filesOf(first.stored))).toEqual(filesOf(first.stored));
    expect(await records(first.stored.map((i) => i.key))).toHaveLength(1);
  });

  it("removes them when the step fails with a database error, and the error still surfaces", async () => {
    let stored: StoredImage[] = [];
    const failing = postListingForm(
      post({ title: "Lost in the database" }, [await photo(800, "#777700")]),
      {
        schema: productFormSchema,
        failure: marketplaceToasts.addFailed,
        photoPrefix: "products",
        ownerId: vendorId,
        step: async (_input, photos) => {
          stored = photos;
          const db = await getDb();
          // A real failure from the database: a product with no vendor breaks the foreign key.
          await db.insert(products).values({
            slug: "orphan-product",
            title: "Orphan",
            price: 1,
            category: "Fashion & Clothing",
            vendorId: "00000000-0000-4000-8000-000000000000",
          });
        },
      },
    );
    // That very failure, by its constraint: a bare "it threw" also passed on a typo.
    await expectViolation(failing, {
      code: PG.foreignKeyViolation,
      constraint: "products_vendor_id_vendor_profiles_id_fk",
    });
    expect(stored).toHaveLength(1);
    expect(await present(filesOf(stored))).toEqual([]);
    expect(await records(stored.map((i) => i.key))).toEqual([]);
  });

  it("removes the photos stored before a later one is refused", async () => {
    const base = getStorage();
    const written: string[] = [];
    // The storage as it is, noting every key written.
    const recording = new Proxy(base, {
      get(target, prop, receiver) {
        if (prop === "put")
          return (...args: Parameters<StorageAdapter["put"]>) => {
            written.push(args[0]);
            return target.put(...args);
          };
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const storing = storeListingPhotos({
      files: [await photo(1000, "#228822"), await photo(600, "#882222"), notAnImage()],
      prefix: "products",
      ownerId: vendorId,
      invalidMessage: "Not an image",
      storage: recording,
    });
    await expect(storing).rejects.toBeInstanceOf(AppError);
    const originals = [
      ...new Set(written.filter((k) => k.endsWith(".webp") && !/\/w\d+\.webp$/.test(k))),
    ];
    expect(originals).toHaveLength(2);
    expect(written.length).toBeGreaterThan(2);
    expect(await present(written)).toEqual([]);
    expect(await records(originals)).toEqual([]);
  });
});

describe("the sweep of unused listing photos", () => {
  it("takes, after the grace period, photos no listing names (a save that never ended, a photo an edit dropped) and nothing else", async () => {
    const db = await getDb();
    const saved = await postProduct({ title: "Aso oke cap" }, [
      await photo(900, "#aa7700"),
      await photo(900, "#0077aa"),
    ]);
    expect(saved.posted.ok).toBe(true);
    const [kept, dropped] = saved.stored as [StoredImage, StoredImage];
    // An edit that removes the second photo (as the edit page's Remove box does).
    await db
      .update(products)
      .set({ imageKeys: [kept.key] })
      .where(eq(products.title, "Aso oke cap"));
    // A save whose process died after its photo was stored: recorded, never named.
    const [stranded] = (await storeListingPhotos({
      files: [await photo(500, "#550055")],
      prefix: "products",
      ownerId: vendorId,
      invalidMessage: "Not an image",
    })) as [StoredImage];
    // Another area's image that no listing names is not the sweep's business.
    const cover = { key: "covers/2026/11/not-a-listing-photo.webp", width: 10, height: 10 };
    await db
      .insert(mediaAssets)
      .values({ ...cover, createdAt: new Date(Date.now() - 3 * UNUSED_PHOTO_GRACE_MS) });

    // Within the grace period a photo may belong to a save still in flight: nothing goes.
    expect(await sweepUnusedListingPhotos()).toBe(0);
    expect(await present(filesOf([dropped, stranded]))).toEqual(filesOf([dropped, stranded]));

    const later = new Date(Date.now() + UNUSED_PHOTO_GRACE_MS + 60_000);
    expect(await sweepUnusedListingPhotos({ now: later })).toBe(2);
    expect(await present(filesOf([dropped, stranded]))).toEqual([]);
    expect(await records([dropped.key, stranded.key])).toEqual([]);
    // What listings name stays, and so does the other area's image.
    expect(await present(filesOf([kept]))).toEqual(filesOf([kept]));
    expect(await records([kept.key, cover.key])).toHaveLength(2);
    expect(await sweepUnusedListingPhotos({ now: later })).toBe(0);
  });
});
