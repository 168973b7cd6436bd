import Database from "better-sqlite3";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { readMigrationFolders, resolveMigrationsDir } from "~/lib/migration-files.server";
import { schemaPath } from "../../scripts/lib/dmmf";
import { NO_FILTER, openSqliteSchemaEngine } from "../../scripts/lib/schema-engine";
import { loadMigrationList } from "../../scripts/lib/sqlite-migration";
import { postPartsBackfillCase } from "../fixtures/post-parts-backfill-case";
import { compareSchemas, expectedSchema, introspectSqlite, unindexedForeignKeys } from "../fixtures/schema-parity";

const migrationsDir = resolveMigrationsDir("sqlite");
const folders = readMigrationFolders(migrationsDir);

describe("SQLite migrations", () => {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-sqlite-mig-"));
  const file = path.join(tempDir, "app.db");
  const url = `file:${file}`;
  let firstRun: { applied: string[] };

  beforeAll(async () => {
    firstRun = await applyPendingMigrations(url);
  });

  afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

  it("applies every migration to an empty database file", () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(firstRun.applied).toEqual(folders.map((folder) => folder.name));
  });

  it("applies nothing when run again", async () => {
    expect(await applyPendingMigrations(url)).toEqual({ applied: [] });
  });

  it("records checksums Prisma's engine accepts as its own history", async () => {
    const db = new Database(file, { readonly: true });
    const rows = db
      .prepare("SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name")
      .all() as {
      migration_name: string;
      checksum: string;
      finished_at: string | null;
    }[];
    db.close();
    expect(rows.map((row) => row.checksum)).toEqual(folders.map((f) => crypto.createHash("sha256").update(f.sql).digest("hex")));
    expect(rows.every((row) => row.finished_at !== null)).toBe(true);

    const { engine, close } = await openSqliteSchemaEngine(file, schemaPath, fs.readFileSync(schemaPath, "utf8"));
    try {
      const migrationsList = loadMigrationList(migrationsDir);
      const diagnosis = await engine.diagnoseMigrationHistory({
        migrationsList,
        optInToShadowDatabase: false,
        filters: NO_FILTER,
      });
      expect(diagnosis).toMatchObject({
        history: null,
        failedMigrationNames: [],
        editedMigrationNames: [],
        hasMigrationsTable: true,
      });
      expect(await engine.applyMigrations({ migrationsList, filters: NO_FILTER })).toEqual({ appliedMigrationNames: [] });
    } finally {
      await close();
    }
  });

  it("matches the Prisma model: tables, columns, types, defaults, indexes, foreign keys", () => {
    const db = new Database(file, { readonly: true });
    try {
      expect(compareSchemas(expectedSchema("sqlite"), introspectSqlite(db))).toEqual([]);
    } finally {
      db.close();
    }
  });

  it("indexes every foreign key", () => {
    expect(unindexedForeignKeys(expectedSchema("sqlite"))).toEqual([]);
  });

  it("copies the parts of posts written before decision 051 onto their rows", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-sqlite-backfill-"));
    const backfillFile = path.join(dir, "app.db");
    let db: Database.Database | null = null;
    const open = () => (db ??= new Database(backfillFile));
    try {
      fs.writeFileSync(backfillFile, "");
      await postPartsBackfillCase(`file:${backfillFile}`, migrationsDir, {
        run: async (sql, ...params) => open().prepare(sql).run(...params.map((p) => (p instanceof Date ? p.getTime() : p))),
        all: async <T,>(sql: string, ...params: unknown[]) => open().prepare(sql).all(...params) as T[],
      });
    } finally {
      (db as Database.Database | null)?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses to run when an applied migration was edited", async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "vets-mig-"));
    try {
      fs.cpSync(migrationsDir, copy, { recursive: true });
      fs.appendFileSync(path.join(copy, folders[0].name, "migration.sql"), "\n-- edited\n");
      await expect(applyPendingMigrations(url, { migrationsDir: copy })).rejects.toThrow(/changed after it was applied/);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("rolls a failing migration back and lets it run again once fixed", async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "vets-mig-"));
    try {
      fs.cpSync(migrationsDir, copy, { recursive: true });
      const broken = path.join(copy, "99999999999999_broken");
      fs.mkdirSync(broken);
      fs.writeFileSync(
        path.join(broken, "migration.sql"),
        'CREATE TABLE "Scratch" ("id" INTEGER);\nINSERT INTO "Nope" VALUES (1);\n',
      );
      await expect(applyPendingMigrations(url, { migrationsDir: copy })).rejects.toThrow(
        /99999999999999_broken failed and was rolled back/,
      );
      const db = new Database(file, { readonly: true });
      const scratch = db.prepare("SELECT name FROM sqlite_master WHERE name = 'Scratch'").get();
      db.close();
      expect(scratch).toBeUndefined();

      fs.writeFileSync(path.join(broken, "migration.sql"), 'CREATE TABLE "Scratch" ("id" INTEGER);\n');
      expect(await applyPendingMigrations(url, { migrationsDir: copy })).toEqual({ applied: ["99999999999999_broken"] });
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
