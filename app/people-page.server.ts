import { contentCardView } from "~/features/content/content-card";
import { publicContentBy } from "~/features/content/public-content.server";
import { eventCardView } from "~/features/events/event-card";
import { publicEventsBy } from "~/features/events/public-events.server";
import { productCardView } from "~/features/marketplace/product-card";
import { publicProductsBy } from "~/features/marketplace/public-products.server";
import {
  chooseTabs,
  HOST_REVIEWS_SHOWN,
  PERSON_TAB_PAGE_SIZE,
  type PersonTab,
} from "~/features/people/person-tabs";
import { listPublicSellerReviews } from "~/features/reviews/list-reviews.server";
import { publicPropertiesBy } from "~/features/stays/public-properties.server";
import { stayCardView } from "~/features/stays/stay-card";

/**
 * Composition of a person's public page tabs (issue 35): each area lists the person's
 * items under its own public rule (features/<area>/public-*.server.ts, "…By"), and
 * this module asks each of them, as the item kinds are composed in item-kinds.server.ts.
 * First how many each tab has (`pageSize: 0` counts only), then the open tab's page.
 */
async function tabCounts(personId: string) {
  const none = { page: 1, pageSize: 0 };
  const [content, upcoming, past, products, stays] = await Promise.all([
    publicContentBy({ creatorId: personId, ...none }),
    publicEventsBy({ organizerId: personId, when: "upcoming", ...none }),
    publicEventsBy({ organizerId: personId, when: "past", ...none }),
    publicProductsBy({ sellerId: personId, ...none }),
    publicPropertiesBy({ hostId: personId, ...none }),
  ]);
  const counts: Record<PersonTab, number> = {
    content: content.total,
    upcoming: upcoming.total,
    past: past.total,
    products: products.total,
    stays: stays.total,
  };
  return { counts, store: products.store };
}

async function openTab(tab: PersonTab, personId: string, page: number) {
  const at = { page, pageSize: PERSON_TAB_PAGE_SIZE };
  switch (tab) {
    case "content": {
      const { items, total } = await publicContentBy({ creatorId: personId, ...at });
      return { tab, total, items: items.map(contentCardView) };
    }
    case "upcoming":
    case "past": {
      const { items, total } = await publicEventsBy({ organizerId: personId, when: tab, ...at });
      return { tab, total, items: items.map(eventCardView) };
    }
    case "products": {
      const { items, total, store } = await publicProductsBy({ sellerId: personId, ...at });
      return { tab, total, items: items.map(productCardView), store };
    }
    case "stays": {
      const [{ items, total }, reviews] = await Promise.all([
        publicPropertiesBy({ hostId: personId, ...at }),
        listPublicSellerReviews({
          userId: personId,
          itemType: "property",
          limit: HOST_REVIEWS_SHOWN,
        }),
      ]);
      return { tab, total, items: items.map(stayCardView), reviews };
    }
  }
}

export type OpenPersonTab = Awaited<ReturnType<typeof openTab>>;

/**
 * The tabs shown on `/@username` (only non-empty ones, with their counts) and the open
 * tab's page of items (`page` past the last one shows an empty page with the pager).
 */
export async function loadPersonTabs({
  personId,
  tab,
  page,
}: {
  personId: string;
  tab: string | null;
  page: number;
}) {
  const { counts, store } = await tabCounts(personId);
  const { shown, open } = chooseTabs(counts, tab);
  const opened = open ? await openTab(open, personId, page) : null;
  return {
    shown,
    open: opened,
    page,
    pageCount: Math.max(1, Math.ceil((opened?.total ?? 0) / PERSON_TAB_PAGE_SIZE)),
    /** The person's store (name and bio), when they have one: the page's Organization. */
    store,
  };
}
