export const PAGE_SIZE = 24;

/** Reads `?page=` safely: junk, zero and negatives mean page 1; huge values are capped. */
export function pageFromUrl(url: URL | string): number {
  return pageNumber(new URL(url).searchParams.get("page"));
}

/** A `page` query value: junk is page 1; deeper than 10,000 is not worth an OFFSET scan. */
export function pageNumber(raw: string | null): number {
  const n = raw ? Number.parseInt(raw, 10) : 1;
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export function toPage<T>(items: T[], total: number, page: number, pageSize = PAGE_SIZE): Page<T> {
  return { items, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
