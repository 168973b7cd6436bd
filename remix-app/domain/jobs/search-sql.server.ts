import { fts5MatchExpression, MYSQL_MIN_WORD_LENGTH, mysqlBooleanExpression, mysqlShortWords } from "./full-text-query.server";
import type { JobCondition, SqlParam } from "./job-filters.server";

/**
 * The SQL of a job search, per database. This module and the migrations are the only code that
 * knows SQLite (FTS5, table "JobSearch") from MySQL (FULLTEXT index Job_fulltext_idx).
 * User input only ever travels in params; the SQL text is built from fixed fragments.
 */

export type SqlDialect = "sqlite" | "mysql";

export interface Sql {
  text: string;
  params: SqlParam[];
}

export interface SearchSqlInput {
  conditions: readonly JobCondition[];
  /** From searchWords(); empty means no text search. */
  words: readonly string[];
  order: "relevance" | "recent";
  /** Fit-first candidates: jobs whose title holds any of these words (prefixes), from the title index. */
  titleWords?: readonly string[];
  /** Fit-first candidates: jobs whose text holds this word (a military code), from the full-text index. */
  mentionWord?: string;
  /**
   * Only these jobs (a veteran's stored list, decision 109): without text they are read by id on
   * the primary key, not found by walking another index over every open job (24 ms at 100,000).
   */
  ids?: readonly number[];
}

/** Index words are plain lower-case letters and digits (fit-candidates builds them so); anything else is dropped. */
const indexWords = (words: readonly string[] | undefined) => (words ?? []).filter((word) => /^[a-z0-9]{2,30}$/.test(word));

/** Columns the fit scorer reads: no description or requirements. */
const SCORING_COLUMNS =
  "Job.id AS id, Job.title AS title, Job.tags AS tags, Job.onetCode AS onetCode, Job.clearanceRank AS clearanceRank, " +
  "Job.salaryMin AS salaryMin, Job.salaryMax AS salaryMax, Job.state AS state, Job.workType AS workType, " +
  "Job.experienceLevel AS experienceLevel, Job.industry AS industry";

const RECENCY = "Job.postedAt DESC, Job.id DESC";

// Title counts most, then company and tags; description and requirements least; facets not at all.
const SQLITE_RANK = "bm25(JobSearch, 10.0, 5.0, 1.0, 1.0, 3.0, 0.0)";
// The words are searched in the text columns only, never in the facet tokens.
const SQLITE_TEXT_COLUMNS = "{title company description requirements tags}";
const MYSQL_FULLTEXT_COLUMNS = "Job.title, Job.company, Job.description, Job.requirements, Job.searchTags, Job.searchFacets";
// InnoDB cannot weight columns of one index; a title-only index (Job_title_fulltext_idx) adds it.
const MYSQL_TITLE_WEIGHT = 3;

interface Query {
  from: string;
  where: string[];
  params: SqlParam[];
  /** Relevance expression, best first when sorted ascending; null without text search. */
  rank: { sql: string; params: SqlParam[] } | null;
}

/**
 * SQLite. Without stats the planner would drive a text search from the Job_status_postedAt_idx
 * and re-run the FTS query per row (seconds at 100k jobs). So the FTS5 index drives (CROSS JOIN
 * fixes the order), and each indexed filter is a `+rowid IN (SELECT id FROM Job WHERE …)`
 * set that SQLite builds from a covering index and checks with a bloom filter, so wide Job
 * rows are read only for the jobs that pass those filters. The unary + keeps SQLite from
 * turning the IN into per-value FTS lookups. Building such a set costs about 0.5 µs per id,
 * so broad conditions (and the posted window, ~half the jobs) are checked on the row instead.
 * Without text, the window's index range drives and the sets filter it.
 */
function sqliteQuery(input: SearchSqlInput): Query {
  const where: string[] = [];
  const params: SqlParam[] = [];
  const add = (sql: string, values: readonly SqlParam[]) => {
    where.push(sql);
    params.push(...values);
  };
  const titleWords = indexWords(input.titleWords);
  const mention = indexWords(input.mentionWord ? [input.mentionWord] : [])[0];
  const text = input.words.length > 0 || titleWords.length > 0 || mention !== undefined;
  // With text, facet tokens join the MATCH so FTS5 intersects their posting lists with the
  // words'; each such condition is still checked on the (few) rows that come out, which keeps
  // SQL's exact semantics should a text column ever contain a facet-like token.
  const facets = text ? input.conditions.flatMap((condition) => (condition.facet ? [condition.facet] : [])) : [];
  if (text) {
    const parts: string[] = [];
    if (input.words.length > 0) parts.push(`${SQLITE_TEXT_COLUMNS} : (${fts5MatchExpression(input.words)})`);
    if (titleWords.length > 0) parts.push(`{title} : (${titleWords.map((word) => `"${word}"*`).join(" OR ")})`);
    if (mention !== undefined) parts.push(`${SQLITE_TEXT_COLUMNS} : "${mention}"`);
    add("JobSearch MATCH ?", [[...parts, ...facets].join(" AND ")]);
  }
  const driverId = text ? "JobSearch.rowid" : "Job.id";
  if (input.ids) add(`Job.id IN (${input.ids.map(() => "?").join(", ")})`, input.ids);
  for (const condition of input.conditions) {
    if (condition.kind === "indexed" && !(text && condition.facet)) {
      add(`+${driverId} IN (SELECT id FROM Job WHERE ${condition.sql})`, condition.params);
    } else add(condition.sql, condition.params);
  }
  return {
    from: text ? "JobSearch CROSS JOIN Job ON Job.id = JobSearch.rowid" : input.ids ? "Job NOT INDEXED" : "Job",
    where,
    params,
    rank: input.words.length > 0 && input.order === "relevance" ? { sql: SQLITE_RANK, params: [] } : null,
  };
}

/** MySQL/MariaDB: one FULLTEXT MATCH plus plain conditions; its optimizer picks the indexes. */
function mysqlQuery(input: SearchSqlInput): Query {
  const where: string[] = [];
  const params: SqlParam[] = [];
  const words = mysqlBooleanExpression(input.words);
  // Facet tokens (+st5458 +clr2) join the words so InnoDB intersects posting lists instead of
  // scoring every job that has a common word; the conditions stay in WHERE as well. Every hit
  // carries each required facet once, so they shift all relevance scores alike.
  const facets = words ? input.conditions.flatMap((condition) => (condition.facet ? [`+${condition.facet}`] : [])) : [];
  const booleanQuery = [words, ...facets].join(" ").trim();
  const match = `MATCH(${MYSQL_FULLTEXT_COLUMNS}) AGAINST (? IN BOOLEAN MODE)`;
  const titleMatch = "MATCH(Job.title) AGAINST (? IN BOOLEAN MODE)";
  if (words) {
    where.push(match);
    params.push(booleanQuery);
  }
  const titleWords = indexWords(input.titleWords).filter((word) => word.length >= MYSQL_MIN_WORD_LENGTH);
  if (titleWords.length > 0) {
    where.push(titleMatch);
    params.push(titleWords.map((word) => `${word}*`).join(" "));
  }
  // InnoDB indexes no word under 3 letters: a short code ("IT") is found by the other sources only.
  const mention = indexWords(input.mentionWord ? [input.mentionWord] : []).find((word) => word.length >= MYSQL_MIN_WORD_LENGTH);
  if (mention !== undefined) {
    where.push(match);
    params.push(`+${mention}`);
  }
  if (input.ids) {
    where.push(`Job.id IN (${input.ids.map(() => "?").join(", ")})`);
    params.push(...input.ids);
  }
  for (const word of mysqlShortWords(input.words)) {
    where.push("Job.title REGEXP ?");
    params.push(`\\b${word}\\b`);
  }
  for (const condition of input.conditions) {
    where.push(condition.sql);
    params.push(...condition.params);
  }
  return {
    from: input.ids && !words && titleWords.length === 0 && mention === undefined ? "Job FORCE INDEX (PRIMARY)" : "Job",
    where,
    params,
    rank:
      words && input.order === "relevance"
        ? { sql: `-(${MYSQL_TITLE_WEIGHT} * ${titleMatch} + ${match})`, params: [words, booleanQuery] }
        : null,
  };
}

function build(dialect: SqlDialect, input: SearchSqlInput): Query {
  return dialect === "sqlite" ? sqliteQuery(input) : mysqlQuery(input);
}

const whereClause = (query: Query) => (query.where.length > 0 ? `WHERE ${query.where.join(" AND ")}` : "");

/** One page of ids in order, each row carrying the total count (rows: { id, total }). */
export function pageSql(dialect: SqlDialect, input: SearchSqlInput, skip: number, limit: number): Sql {
  const query = build(dialect, input);
  const rank = query.rank;
  if (dialect === "sqlite") {
    // Materialised once: the page and the total come from the same scored set.
    const text = `WITH hits AS MATERIALIZED (
        SELECT Job.id AS id, ${rank ? rank.sql : "0"} AS score, Job.postedAt AS postedAt
        FROM ${query.from} ${whereClause(query)})
      SELECT id, (SELECT count(*) FROM hits) AS total FROM hits
      ORDER BY score, postedAt DESC, id DESC LIMIT ? OFFSET ?`;
    return { text, params: [...query.params, limit, skip] };
  }
  const order = rank ? `${rank.sql}, ${RECENCY}` : RECENCY;
  const text = `SELECT Job.id AS id, COUNT(*) OVER () AS total FROM ${query.from} ${whereClause(query)}
    ORDER BY ${order} LIMIT ? OFFSET ?`;
  return { text, params: [...query.params, ...(rank?.params ?? []), limit, skip] };
}

/** The number of matching jobs (rows: { total }), for a page past the end. */
export function countSql(dialect: SqlDialect, input: SearchSqlInput): Sql {
  const query = build(dialect, { ...input, order: "recent" });
  return { text: `SELECT count(*) AS total FROM ${query.from} ${whereClause(query)}`, params: query.params };
}

/** Every matching job's scoring columns, in search order (relevance or recency). */
export function candidatesSql(dialect: SqlDialect, input: SearchSqlInput): Sql {
  const query = build(dialect, input);
  const rank = query.rank;
  const order = rank ? `${rank.sql}, ${RECENCY}` : RECENCY;
  return {
    text: `SELECT ${SCORING_COLUMNS} FROM ${query.from} ${whereClause(query)} ORDER BY ${order}`,
    params: [...query.params, ...(rank?.params ?? [])],
  };
}

/** A job's OPM series as one comma-separated text (or NULL), read on the series table's primary key. */
const FEDERAL_SERIES_LIST: Readonly<Record<SqlDialect, string>> = {
  sqlite: "(SELECT group_concat(series, ',') FROM JobFederalSeries WHERE JobFederalSeries.jobId = Job.id)",
  mysql:
    "(SELECT GROUP_CONCAT(series ORDER BY series SEPARATOR ',') FROM JobFederalSeries WHERE JobFederalSeries.jobId = Job.id)",
};

/**
 * At most `limit` matching jobs' scoring columns, stored terms (their text when a job has none
 * stored yet) and OPM series (what the fit scorer reads), in search order: one source of the
 * fit-first candidates.
 */
export function fitCandidatesSql(dialect: SqlDialect, input: SearchSqlInput, limit: number): Sql {
  const query = build(dialect, input);
  const rank = query.rank;
  const order = rank ? `${rank.sql}, ${RECENCY}` : RECENCY;
  return {
    text: `SELECT ${SCORING_COLUMNS}, Job.fitTerms AS fitTerms, Job.description AS description, Job.requirements AS requirements,
        ${FEDERAL_SERIES_LIST[dialect]} AS federalSeries
      FROM ${query.from} ${whereClause(query)} ORDER BY ${order} LIMIT ?`,
    params: [...query.params, ...(rank?.params ?? []), limit],
  };
}
