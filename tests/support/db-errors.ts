import { expect } from "vitest";

/** SQLSTATE codes the constraint tests expect (PostgreSQL appendix A; PGlite the same). */
export const PG = {
  checkViolation: "23514",
  foreignKeyViolation: "23503",
  uniqueViolation: "23505",
  exclusionViolation: "23P01",
} as const;

type DbError = { code?: string; constraint?: string; cause?: unknown; message?: string };

/**
 * The database's own error inside what a query threw: Drizzle wraps the driver's error
 * (node-postgres or PGlite, across the worker thread) as its `cause`, which carries the
 * SQLSTATE `code` and the violated `constraint`.
 */
export function databaseError(error: unknown): DbError | undefined {
  for (let e = error as DbError | undefined; e; e = e.cause as DbError | undefined)
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  return undefined;
}

/**
 * Expects the write to be refused by this very constraint, with this SQLSTATE: a bare
 * `rejects.toThrow()` also passes on a misspelt column or a wrong type (issue 30).
 */
export async function expectViolation(
  write: PromiseLike<unknown>,
  expected: { code: (typeof PG)[keyof typeof PG]; constraint: string },
) {
  let thrown: unknown;
  try {
    await write;
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `expected ${expected.constraint} to refuse the write`).toBeDefined();
  const found = databaseError(thrown);
  expect(
    { code: found?.code, constraint: found?.constraint },
    String((thrown as Error).message),
  ).toEqual(expected);
}
