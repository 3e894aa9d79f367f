/**
 * Whether a write failed on a constraint: `code` the PostgreSQL SQLSTATE (23505
 * unique, 23P01 exclusion), `constraint` its name when it matters. Drivers and drizzle
 * wrap the database's error, so the causes are walked.
 */
export function isConstraintViolation(error: unknown, code: string, constraint?: string) {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === code && (!constraint || e.constraint === constraint)) return true;
  }
  return false;
}
