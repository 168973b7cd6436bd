import { type Db, type DbTx, type Prisma } from "./db.server";
import { lastInsertIdSql, quoteIdentifierSql, rawInsertReturnsId } from "./sql-dialect.server";
import type { RawStatement } from "./raw-transaction.server";

export type RowValue = string | number | boolean | Date | null | readonly unknown[] | { [key: string]: unknown };
export type Row = Record<string, RowValue>;

/** Stays under SQLite's 32,766 bound variables (and MySQL's 65,535) per statement. */
const MAX_PARAMS_PER_STATEMENT = 30_000;
/**
 * Prisma keeps its last ~100 raw queries with their parameters in the query plan cache; with
 * 1,000-row statements that held over 500 MB. 100 rows keep it near 50 MB at the same speed.
 */
const MAX_ROWS_PER_STATEMENT = 100;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Multi-row INSERTs through Prisma's raw query API: the bulk seeder, and auto-apply's batches of
 * applications (a duplicate key fails the statement with P2010, which isUniqueViolation knows).
 *
 * Why not `createMany`: through the driver adapters it costs ~0.7 ms per job row (about
 * 75 s for 100,000 jobs on a 2-core machine); one parameterised multi-row INSERT per chunk
 * takes ~0.1 ms per row. The SQL is the same on SQLite and MySQL/MariaDB (unquoted
 * identifiers, `?` placeholders), and the adapter serialises Dates exactly as Prisma's own
 * writes do. What Prisma would fill in (@updatedAt, @default(now())) the caller must pass:
 * every row of one call carries the same columns, including every DateTime column, because
 * the databases' own CURRENT_TIMESTAMP defaults are written in a different text format on SQLite.
 */
export async function insertRows(db: DbTx, table: string, rows: readonly Row[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]);
  const rowsPerStatement = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMS_PER_STATEMENT / columns.length)));
  let inserted = 0;
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const { sql, params } = insertStatement(table, columns, rows.slice(start, start + rowsPerStatement));
    inserted += await db.$executeRawUnsafe(sql, ...params);
  }
  return inserted;
}

/**
 * One row through the same raw INSERT, and its new auto-increment id: a hot write path (a
 * message, a notification) without the ORM's per-query work (~0.1-0.2 ms each on this stack).
 * Must run inside a transaction (`tx`): on MySQL the id is the connection's LAST_INSERT_ID().
 */
export async function insertRowReturningId(tx: DbTx, table: string, row: Row): Promise<number> {
  const { sql, params } = insertRowSql(table, row);
  if (rawInsertReturnsId()) {
    const [result] = await tx.$queryRawUnsafe<Array<{ id: bigint | number }>>(`${sql} RETURNING id`, ...params);
    return Number(result.id);
  }
  await tx.$executeRawUnsafe(sql, ...params);
  const [result] = await tx.$queryRawUnsafe<Array<{ id: bigint | number }>>(`SELECT ${lastInsertIdSql()} AS id`);
  return Number(result.id);
}

/**
 * One row's INSERT (`insertRowSql`) as statements of a batch transaction (`db.$transaction([...])`);
 * its id is `insertedId` of their results.
 */
export function insertRowStatements(db: Db, { sql, params }: RawStatement): Array<Prisma.PrismaPromise<unknown>> {
  return rawInsertReturnsId()
    ? [db.$queryRawUnsafe(`${sql} RETURNING id`, ...params)]
    : [db.$executeRawUnsafe(sql, ...params), db.$queryRawUnsafe(`SELECT ${lastInsertIdSql()} AS id`)];
}

/** One row's INSERT as a raw statement (for `insertThen` or `insertRowStatements`), with the same parameter handling. */
export function insertRowSql(table: string, row: Row, returnsId = false): RawStatement {
  return { ...insertStatement(table, Object.keys(row), [row]), returnsId };
}

/** The id from the results of one row's insertRowStatements (the last of them answers it). */
export function insertedId(results: readonly unknown[]): number {
  const rows = results[results.length - 1] as Array<{ id: bigint | number }>;
  return Number(rows[0].id);
}

function insertStatement(table: string, columns: readonly string[], rows: readonly Row[]): { sql: string; params: unknown[] } {
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`insertRows: invalid identifier ${name}`);
  }
  const placeholders = `(${columns.map(() => "?").join(",")})`;
  const params: unknown[] = [];
  for (const row of rows) {
    if (Object.keys(row).length !== columns.length) throw new Error(`insertRows: rows of ${table} differ in columns`);
    for (const column of columns) params.push(toParam(row[column]));
  }
  return { sql: `INSERT INTO ${quoteIdentifierSql(table)} (${columns.map(quoteIdentifierSql).join(",")}) VALUES ${rows.map(() => placeholders).join(",")}`, params };
}

function toParam(value: RowValue | undefined): unknown {
  if (value === undefined) throw new Error("insertRows: missing column value");
  if (value === null || value instanceof Date || typeof value !== "object") return value;
  return JSON.stringify(value);
}
