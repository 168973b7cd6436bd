// Applies pending Prisma-format migrations and records them in `_prisma_migrations` exactly
// as Prisma does, so `prisma migrate` tooling reads our history and we read theirs.
// SQLite: better-sqlite3, one BEGIN IMMEDIATE transaction per migration.
// MySQL/MariaDB: the mariadb driver, serialised across processes with GET_LOCK.
import Database from "better-sqlite3";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import mariadb from "mariadb";
import { mariadbPoolConfig } from "./db.server";
import type { MigrationFolder } from "./migration-files.server";
import { checksumMatches, providerForUrl, readMigrationFolders, resolveMigrationsDir } from "./migration-files.server";

export interface MigrationOptions {
  /** Folder holding the migrations of this database (default: prisma/migrations/<provider>). */
  migrationsDir?: string;
  log?: (line: string) => void;
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

export interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
  logs: string | null;
}

const SQLITE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

const MYSQL_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             DATETIME(3),
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          DATETIME(3),
    started_at              DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    applied_steps_count     INTEGER UNSIGNED NOT NULL DEFAULT 0
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`;

const SELECT_ROWS =
  "SELECT migration_name, checksum, finished_at, rolled_back_at, logs FROM _prisma_migrations ORDER BY started_at, migration_name";

export async function applyPendingMigrations(
  databaseUrl: string,
  options: MigrationOptions = {},
): Promise<{ applied: string[] }> {
  const provider = providerForUrl(databaseUrl);
  const dir = options.migrationsDir ?? resolveMigrationsDir(provider);
  const folders = readMigrationFolders(dir);
  if (folders.length === 0) throw new MigrationError(`No migrations found in ${dir}`);
  const log = options.log ?? (() => undefined);
  return provider === "sqlite" ? applySqlite(databaseUrl, folders, log) : applyMysql(databaseUrl, folders, log);
}

/** Validates the recorded history against the folders and returns what is still to run. */
export function pendingMigrations(folders: MigrationFolder[], rows: AppliedRow[]): MigrationFolder[] {
  const active = rows.filter((row) => row.rolled_back_at === null);
  const failed = active.find((row) => row.finished_at === null);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} failed earlier and may be partly applied${failed.logs ? `:\n${failed.logs}` : ""}\n` +
        `Repair the database by hand, then mark it rolled back so it runs again:\n` +
        `  UPDATE _prisma_migrations SET rolled_back_at = CURRENT_TIMESTAMP WHERE migration_name = '${failed.migration_name}' AND finished_at IS NULL;`,
    );
  }
  const byName = new Map(folders.map((folder) => [folder.name, folder]));
  const done = new Set<string>();
  for (const row of active) {
    const folder = byName.get(row.migration_name);
    if (!folder) {
      throw new MigrationError(
        `The database has migration ${row.migration_name}, which is not in this build's migrations folder; ` +
          `the database is newer than the code or the folder was renamed.`,
      );
    }
    if (!checksumMatches(row.checksum, folder.sql)) {
      throw new MigrationError(
        `Migration ${row.migration_name} was changed after it was applied (checksum differs). ` +
          `Restore its migration.sql, or for a development database delete it and start again.`,
      );
    }
    done.add(row.migration_name);
  }
  return folders.filter((folder) => !done.has(folder.name));
}

// Prisma stores SQLite times as RFC 3339 text with an explicit offset.
const sqliteNow = () => new Date().toISOString().replace("Z", "+00:00");

/** A script with nothing but comments and whitespace; MySQL rejects it as an empty query. */
const isEmptyScript = (sql: string) => sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, "").trim() === "";

function sqliteFile(databaseUrl: string): string {
  return path.resolve(databaseUrl.slice("file:".length).replace(/\?.*$/, ""));
}

async function applySqlite(databaseUrl: string, folders: MigrationFolder[], log: (line: string) => void) {
  const file = sqliteFile(databaseUrl);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { timeout: 30_000 });
  const applied: string[] = [];
  try {
    db.exec(SQLITE_TABLE);
    // Table rebuilds in Prisma's SQLite scripts need foreign keys off; PRAGMA foreign_keys is
    // ignored inside a transaction, so switch it off here and check integrity before commit.
    db.pragma("foreign_keys = OFF");
    for (;;) {
      db.exec("BEGIN IMMEDIATE");
      let next: MigrationFolder | undefined;
      try {
        next = pendingMigrations(folders, db.prepare(SELECT_ROWS).all() as AppliedRow[])[0];
        if (!next) {
          db.exec("COMMIT");
          break;
        }
        const id = crypto.randomUUID();
        db.prepare(
          `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, 0)`,
        ).run(id, next.checksum, next.name, sqliteNow());
        db.exec(next.sql);
        const violations = db.pragma("foreign_key_check") as unknown[];
        if (violations.length > 0) throw new MigrationError(`leaves ${violations.length} foreign key violations`);
        db.prepare(`UPDATE _prisma_migrations SET finished_at = ?, applied_steps_count = 1 WHERE id = ?`).run(sqliteNow(), id);
        db.exec("COMMIT");
      } catch (error) {
        if (db.inTransaction) db.exec("ROLLBACK");
        if (!next) throw error; // the recorded history itself is wrong
        // SQLite rolled the whole migration back: keep an audit row marked rolled back.
        const message = error instanceof Error ? error.message : String(error);
        db.prepare(
          `INSERT INTO _prisma_migrations (id, checksum, migration_name, logs, started_at, rolled_back_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, ?, 0)`,
        ).run(crypto.randomUUID(), next.checksum, next.name, message, sqliteNow(), sqliteNow());
        throw new MigrationError(`Migration ${next.name} failed and was rolled back: ${message}`);
      }
      applied.push(next.name);
      log(`Applied migration ${next.name}`);
    }
  } finally {
    db.close();
  }
  return { applied };
}

async function applyMysql(databaseUrl: string, folders: MigrationFolder[], log: (line: string) => void) {
  const config = mariadbPoolConfig(databaseUrl);
  if (!config.database) throw new MigrationError("DATABASE_URL names no database");
  const connectionOptions = {
    host: config.host,
    port: config.port,
    socketPath: config.socketPath,
    user: config.user,
    password: config.password,
    allowPublicKeyRetrieval: config.allowPublicKeyRetrieval,
    timezone: config.timezone,
  };
  const admin = await mariadb.createConnection(connectionOptions);
  try {
    await admin.query(
      `CREATE DATABASE IF NOT EXISTS \`${config.database.replace(/`/g, "``")}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await admin.end();
  }

  const conn = await mariadb.createConnection({ ...connectionOptions, database: config.database, multipleStatements: true });
  const lockName = `vets_migrate:${crypto.createHash("sha256").update(config.database).digest("hex").slice(0, 32)}`;
  const applied: string[] = [];
  try {
    const lock: unknown = await conn.query("SELECT GET_LOCK(?, 120) AS got", [lockName]);
    if (!Array.isArray(lock) || Number((lock[0] as { got: unknown }).got) !== 1) {
      throw new MigrationError("Another process holds the migration lock for this database (waited 120 s)");
    }
    try {
      await conn.query(MYSQL_TABLE);
      const rows = (await conn.query(SELECT_ROWS)) as AppliedRow[];
      for (const next of pendingMigrations(folders, rows)) {
        const id = crypto.randomUUID();
        await conn.query(
          "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, UTC_TIMESTAMP(3), 0)",
          [id, next.checksum, next.name],
        );
        try {
          if (!isEmptyScript(next.sql)) await conn.query(next.sql);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await conn.query("UPDATE _prisma_migrations SET logs = ? WHERE id = ?", [message, id]);
          // MySQL commits DDL statement by statement, so a failure can leave part of it applied.
          throw new MigrationError(`Migration ${next.name} failed: ${message}\nEarlier statements of it may have been applied.`);
        }
        await conn.query("UPDATE _prisma_migrations SET finished_at = UTC_TIMESTAMP(3), applied_steps_count = 1 WHERE id = ?", [
          id,
        ]);
        applied.push(next.name);
        log(`Applied migration ${next.name}`);
      }
    } finally {
      await conn.query("SELECT RELEASE_LOCK(?)", [lockName]);
    }
  } finally {
    await conn.end();
  }
  return { applied };
}
