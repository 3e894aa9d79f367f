// The tabs of a person's public page (issue 35): what they offer publicly, one tab per
// kind (events twice: upcoming and past). Pure and client-safe.

export const PERSON_TABS = ["content", "upcoming", "past", "products", "stays"] as const;
export type PersonTab = (typeof PERSON_TABS)[number];

/** Cards per page of a tab (a multiple of 2, 3 and 4 columns). */
export const PERSON_TAB_PAGE_SIZE = 12;
/** Host reviews shown under the stays (the latest; each links to its stay). */
export const HOST_REVIEWS_SHOWN = 6;

export function isPersonTab(value: string | null | undefined): value is PersonTab {
  return (PERSON_TABS as readonly string[]).includes(value ?? "");
}

/**
 * The tabs to show (those with something in them, in PERSON_TABS order) and the open
 * one: the one asked for if shown, else the first. An empty tab is never shown, so a
 * person with nothing public has no tabs at all (null).
 */
export function chooseTabs(
  counts: Record<PersonTab, number>,
  asked: string | null,
): { shown: { tab: PersonTab; count: number }[]; open: PersonTab | null } {
  const shown = PERSON_TABS.filter((tab) => counts[tab] > 0).map((tab) => ({
    tab,
    count: counts[tab],
  }));
  const open = shown.find((s) => s.tab === asked)?.tab ?? shown[0]?.tab ?? null;
  return { shown, open };
}

/** The address of a tab's page: `?tab=` (the first tab is the bare page) and `&page=`. */
export function personTabHref(
  path: string,
  { tab, first, page = 1 }: { tab: PersonTab; first: boolean; page?: number },
) {
  const query = new URLSearchParams();
  if (!first) query.set("tab", tab);
  if (page > 1) query.set("page", String(page));
  return query.size ? `${path}?${query}` : path;
}
