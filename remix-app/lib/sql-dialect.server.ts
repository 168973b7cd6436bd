import { getConfig } from "./config.server";

/**
 * SQL that differs between SQLite and MySQL/MariaDB, as small builders a raw query puts in its text.
 * Which dialect is read from DATABASE_URL on each call (tests switch databases within a process).
 */
const usesSqlite = () => getConfig().DATABASE_URL.startsWith("file:");
/** SQLite's INSERT … RETURNING gives a raw insert its new id; MySQL has no RETURNING (LAST_INSERT_ID() instead). */
export const rawInsertReturnsId = usesSqlite;
/**
 * A join that keeps its left table the outer loop of the plan: SQLite's CROSS JOIN, MySQL's
 * STRAIGHT_JOIN (MySQL's CROSS JOIN is an ordinary inner join the optimizer may turn around).
 */
export const leftOuterLoopJoinSql = () => (usesSqlite() ? "CROSS JOIN" : "STRAIGHT_JOIN");
/**
 * After a table in FROM: the index a read must walk (SQLite's INDEXED BY, MySQL's FORCE INDEX),
 * where a planner would otherwise weigh, or pick, a worse one. For You's OR over the author list
 * had MariaDB weigh index merges on every read (0.55-0.75 ms of optimizing a 2.8 ms statement;
 * 0.16-0.21 ms forced) and SQLite pick a multi-index OR over every public post.
 */
export const forceIndexSql = (index: string) => (usesSqlite() ? `INDEXED BY ${index}` : `FORCE INDEX (${index})`);
/** After a table in FROM: walk its primary key (a range of ids in id order), whatever other index an equality could use. */
export const primaryKeyWalkSql = () => (usesSqlite() ? "NOT INDEXED" : "FORCE INDEX (PRIMARY)");
/**
 * One page (`limit` rows after `skip`) of the UNION ALL of `members` by `orderBy` (names of the
 * members' columns, e.g. "createdAt DESC, id DESC"). Each member is a SELECT without ORDER BY or
 * LIMIT whose index already reads its rows in that order. SQLite merges the members as they read,
 * with no sort at all, and stops once the page is complete: Following over 20 followees read 40 index
 * entries instead of 400, 134 -> 33 µs. MySQL has no such merge: each member, in parentheses (no
 * temporary table per member: 1.69 -> 1.27 ms on MariaDB), takes its first `skip + limit` rows and
 * the union is sorted once.
 */
export function orderedUnionPageSql(members: readonly { sql: string; params: readonly unknown[] }[], orderBy: string, skip: number, limit: number) {
  if (usesSqlite())
    return {
      sql: `${members.map((m) => m.sql).join(" UNION ALL ")} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
      params: [...members.flatMap((m) => m.params), limit, skip],
    };
  return {
    sql: `${members.map((m) => `(${m.sql} ORDER BY ${orderBy} LIMIT ?)`).join(" UNION ALL ")} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    params: [...members.flatMap((m) => [...m.params, skip + limit]), limit, skip],
  };
}
/**
 * A DateTime column as milliseconds since 1970 (UTC), for arithmetic in ORDER BY: SQLite stores
 * ISO text (julianday reads it), MySQL a DATETIME in UTC (no session time zone is involved).
 * On MySQL a whole number: the epoch is a typed literal, read once when the statement is parsed
 * (as a string, MariaDB parsed it again for every row), and DIV keeps the result an integer (a
 * DECIMAL from `/` became a double through a string in the sort: together 12-16% of For You's
 * ranking statement on the bench database, docs/decisions/054).
 */
export const epochMsSql = (column: string) =>
  usesSqlite()
    ? `((julianday(${column}) - 2440587.5) * 86400000)`
    : `(TIMESTAMPDIFF(MICROSECOND, TIMESTAMP'1970-01-01 00:00:00', ${column}) DIV 1000)`;
/** The smaller / larger of two values in one row (SQLite's two-argument MIN and MAX, MySQL's LEAST and GREATEST). */
export const leastSql = (a: string, b: string) => (usesSqlite() ? `MIN(${a}, ${b})` : `LEAST(${a}, ${b})`);
export const greatestSql = (a: string, b: string) => (usesSqlite() ? `MAX(${a}, ${b})` : `GREATEST(${a}, ${b})`);
/** An aggregate of `value` (JSON_OBJECT(…) or a scalar) over a group's rows as one JSON array (text on both databases). */
export const jsonArrayAggSql = (value: string) => (usesSqlite() ? `json_group_array(${value})` : `JSON_ARRAYAGG(${value})`);
/**
 * An INSERT whose row, when its unique `key` exists already, becomes `assignments` on the existing
 * row instead (SQLite's ON CONFLICT … DO UPDATE, MySQL's ON DUPLICATE KEY UPDATE). One statement:
 * on MySQL it takes the existing row's exclusive lock at once, where an INSERT IGNORE then an
 * UPDATE took a shared lock first and two concurrent ones deadlocked.
 */
export const insertOrUpdateSql = (insert: string, key: string, assignments: string) =>
  usesSqlite()
    ? `${insert} ON CONFLICT(${key}) DO UPDATE SET ${assignments}`
    : `${insert} ON DUPLICATE KEY UPDATE ${assignments}`;
/** `?, ?, …` for an IN list of `n` values in portable raw SQL. */
export const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");
/** The connection's last auto-increment id, for later statements of the same transaction. */
/** An identifier (already checked to be letters, digits and _) quoted, so reserved words ("to") work as column names. */
export const quoteIdentifierSql = (name: string) => (usesSqlite() ? `"${name}"` : `\`${name}\``);

export const lastInsertIdSql = () => (usesSqlite() ? "last_insert_rowid()" : "LAST_INSERT_ID()");
