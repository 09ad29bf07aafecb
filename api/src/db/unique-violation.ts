interface PgError {
  code?: unknown;
  constraint?: unknown;
}

/** PostgreSQL's unique_violation, optionally of one index (node-postgres and PGlite both expose these fields). */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, constraint } = err as PgError;
  return code === '23505' && (index === undefined || constraint === index);
}
