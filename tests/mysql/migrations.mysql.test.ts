import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Connection } from "mariadb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { readMigrationFolders, resolveMigrationsDir } from "~/lib/migration-files.server";
import type { TableModel } from "../../scripts/lib/schema-model";
import {
  compareSchemas,
  expectedSchema,
  introspectMysql,
  mysqlTableOptions,
  unindexedForeignKeys,
} from "../fixtures/schema-parity";
import { postPartsBackfillCase } from "../fixtures/post-parts-backfill-case";
import type { TestDatabase } from "../fixtures/mysql-database";
import { testDatabase } from "../fixtures/mysql-database";

const migrationsDir = resolveMigrationsDir("mysql");
const folders = readMigrationFolders(migrationsDir);

describe("MySQL migrations", () => {
  const database: TestDatabase = testDatabase();
  let conn: Connection;
  let firstRun: { applied: string[] };
  let model: TableModel[];

  beforeAll(async () => {
    firstRun = await applyPendingMigrations(database.url);
    conn = await database.connect();
    model = expectedSchema("mysql");
  });

  afterAll(async () => {
    await conn?.end();
    await database.drop();
  });

  it("creates the database and applies every migration from empty", () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(firstRun.applied).toEqual(folders.map((folder) => folder.name));
  });

  it("records the history in _prisma_migrations as Prisma does", async () => {
    const rows = (await conn.query(
      "SELECT id, checksum, migration_name, finished_at, rolled_back_at, logs, applied_steps_count FROM _prisma_migrations ORDER BY migration_name",
    )) as {
      id: string;
      checksum: string;
      migration_name: string;
      finished_at: unknown;
      rolled_back_at: unknown;
      applied_steps_count: number;
    }[];
    expect(rows.map((row) => row.migration_name)).toEqual(folders.map((folder) => folder.name));
    for (const [i, row] of rows.entries()) {
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.checksum).toBe(crypto.createHash("sha256").update(folders[i].sql).digest("hex"));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(Number(row.applied_steps_count)).toBe(1);
    }
  });

  it("matches the Prisma model: tables, columns, types, defaults, indexes, foreign keys", async () => {
    const actual = await introspectMysql(conn, database.name);
    expect(compareSchemas(model, actual)).toEqual([]);
  });

  it("uses InnoDB and utf8mb4_unicode_ci for every table", async () => {
    const tables = await mysqlTableOptions(conn, database.name);
    expect(tables.length).toBe(model.length);
    expect(tables.filter((t) => t.engine !== "InnoDB" || t.collation !== "utf8mb4_unicode_ci")).toEqual([]);
  });

  it("indexes every foreign key", () => {
    expect(unindexedForeignKeys(model)).toEqual([]);
  });

  it("applies nothing when run again", async () => {
    expect(await applyPendingMigrations(database.url)).toEqual({ applied: [] });
  });

  it("copies the parts of posts written before decision 051 onto their rows", async () => {
    const other = testDatabase();
    let backfillConn: Connection | null = null;
    const open = async () => (backfillConn ??= await other.connect());
    try {
      await postPartsBackfillCase(other.url, migrationsDir, {
        run: async (sql, ...params) => (await open()).query(sql, params),
        all: async <T,>(sql: string, ...params: unknown[]) => (await (await open()).query(sql, params)) as T[],
      });
    } finally {
      await (backfillConn as Connection | null)?.end();
      await other.drop();
    }
  });

  it("refuses to run when an applied migration was edited", async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "vets-mig-"));
    try {
      fs.cpSync(migrationsDir, copy, { recursive: true });
      fs.appendFileSync(path.join(copy, folders[0].name, "migration.sql"), "\n-- edited\n");
      await expect(applyPendingMigrations(database.url, { migrationsDir: copy })).rejects.toThrow(/changed after it was applied/);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe("MySQL migrations under concurrency", () => {
  const database = testDatabase();
  afterAll(() => database.drop());

  it("applies each migration once when two processes start together", async () => {
    const runs = await Promise.all([applyPendingMigrations(database.url), applyPendingMigrations(database.url)]);
    const applied = runs.flatMap((run) => run.applied);
    expect(applied.sort()).toEqual(folders.map((folder) => folder.name));
  });
});
