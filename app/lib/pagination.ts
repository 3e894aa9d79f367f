export const PAGE_SIZE = 24;

/** Reads `?page=` safely: junk, zero and negatives mean page 1; huge values are capped. */
export function pageFromUrl(url: URL | string): number {
  const raw = new URL(url).searchParams.get("page");
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
