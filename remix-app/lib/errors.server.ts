/**
 * Domain functions throw these; the API maps them to `{ detail }` with the status,
 * UI actions show the same detail. One rule, one message, one place.
 */
export class DomainError extends Error {
  constructor(
    public readonly status: number,
    public readonly detail: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "DomainError";
  }
}

export const badRequest = (detail: string) => new DomainError(400, detail);
export const unauthorized = (detail = "Not authenticated") => new DomainError(401, detail);
export const forbidden = (detail = "You do not have permission to do that") => new DomainError(403, detail);
export const notFound = (detail = "Not found") => new DomainError(404, detail);
export const conflict = (detail: string) => new DomainError(409, detail);
export const tooLarge = (detail: string) => new DomainError(413, detail);
export const invalid = (detail: string) => new DomainError(422, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new DomainError(429, detail, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError || (e instanceof Error && e.name === "DomainError" && "status" in e);
}

/**
 * A write conflict or deadlock: the transaction was rolled back whole and may run again. An ORM
 * write reports P2034; a raw statement (a list's multi-row INSERT) reports P2010 with the driver
 * adapter's own classification (MySQL's ER_LOCK_DEADLOCK, 1213, is a TransactionWriteConflict).
 */
export function isWriteConflict(e: unknown): boolean {
  if (typeof e !== "object" || e === null || !("code" in e)) return false;
  const { code, meta } = e as { code: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };
  return code === "P2034" || (code === "P2010" && meta?.driverAdapterError?.cause?.kind === "TransactionWriteConflict");
}

/**
 * A unique-constraint error: two writes raced for one unique value. An ORM write reports P2002; a
 * raw statement (auto-apply's multi-row INSERT) reports P2010 with the driver adapter's own
 * classification of the failure, the same on SQLite and MariaDB.
 */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e !== "object" || e === null || !("code" in e)) return false;
  const { code, meta } = e as { code: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };
  return code === "P2002" || (code === "P2010" && meta?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation");
}
