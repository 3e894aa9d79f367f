import { invalidatePublicPages } from "~/lib/cache.server";
import type { ItemKind, ItemKinds, ItemType } from "./item-kind";

/*
 * The item kinds of this process, registered once by app/item-kinds.server.ts (the
 * only module that imports every vertical). Features that work on every kind read them
 * here, so they never import a vertical, and the verticals never import them.
 */
let registered: { list: readonly ItemKind[]; byType: ItemKinds } | null = null;

export function registerItemKinds(kinds: ItemKinds) {
  registered = { list: Object.values(kinds), byType: kinds };
}

function registry() {
  if (!registered) {
    // Only an entry point that forgot `import "~/item-kinds.server"` gets here.
    throw new Error("Item kinds are not registered: import ~/item-kinds.server at start.");
  }
  return registered;
}

/** Every kind, in the composition's order (search's "all" view, the sitemap). */
export function itemKinds(): readonly ItemKind[] {
  return registry().list;
}

export function itemKind<T extends ItemType>(type: T): ItemKind<T> {
  return registry().byType[type];
}

/** The kind a URL or form names, or undefined: input is checked against the registry. */
export function findItemKind(type: string): ItemKind | undefined {
  return registry().list.find((k) => k.type === type);
}

/** The kind whose public pages live under `/{area}/`. */
export function findItemKindByArea(area: string): ItemKind | undefined {
  return registry().list.find((k) => k.area === area);
}

/** An item's public page, percent-encoded. */
export function itemPath(kind: Pick<ItemKind, "area">, slug: string) {
  return `/${kind.area}/${encodeURIComponent(slug)}`;
}

/**
 * Items of one kind changed in what the public sees of them (a review, stock, seats):
 * their pages, their kind's list page, the home page and search are dropped with the
 * kind's cached data; the rest of the site stays cached (issue 31).
 */
export function invalidateItemPages(type: ItemType, slugs: readonly string[]) {
  const kind = itemKind(type);
  invalidatePublicPages({
    dataPrefixes: [kind.cachePrefix],
    paths: ["/", "/search", `/${kind.area}`, ...slugs.map((slug) => itemPath(kind, slug))],
  });
}
