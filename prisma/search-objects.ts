// Full-text search objects that exist only in hand-written migration SQL, not in schema.prisma
// (docs/decisions/005-full-text-search.md). The SQLite migration generator tells Prisma's
// engine to leave these tables alone, and the parity tests ignore them; nothing else may be
// added to the databases outside the schema.

/** The FTS5 table over Job and the shadow tables SQLite keeps for it. */
export const SQLITE_SEARCH_TABLES: readonly string[] = [
  "JobSearch",
  "JobSearch_config",
  "JobSearch_data",
  "JobSearch_docsize",
  "JobSearch_idx",
];

/** Generated columns feeding MySQL FULLTEXT indexes ("Model.column"); the indexes are ignored by type. */
export const MYSQL_SEARCH_COLUMNS: readonly string[] = ["Job.searchTags", "Job.searchFacets"];
