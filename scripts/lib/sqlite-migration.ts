// Asks Prisma's schema engine (WebAssembly) for the next SQLite migration: it replays the
// existing migrations on a temporary database, then diffs them against the schema.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { MigrationList } from "./schema-engine";
import { openSqliteSchemaEngine, SEARCH_TABLES_FILTER, withPanic } from "./schema-engine";

export interface GeneratedMigration {
  /** `<timestamp>_<name>` as Prisma names the folder. */
  folderName: string;
  /** null when the schema already matches the migrations. */
  sql: string | null;
}

export function loadMigrationList(migrationsDir: string): MigrationList {
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  const folders = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort((a, b) => a.localeCompare(b))
    : [];
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: folders.map((folder) => {
      const file = path.join(migrationsDir, folder, "migration.sql");
      return {
        path: folder,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(file)
            ? { tag: "ok" as const, value: fs.readFileSync(file, "utf8") }
            : { tag: "error" as const, value: `missing ${file}` },
        },
      };
    }),
  };
}

export async function generateSqliteMigration(options: {
  migrationsDir: string;
  schemaPath: string;
  schema: string;
  name: string;
}): Promise<GeneratedMigration> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-migrate-"));
  const { engine, close } = await openSqliteSchemaEngine(path.join(tempDir, "dev.db"), options.schemaPath, options.schema);
  try {
    const migrationsList = loadMigrationList(options.migrationsDir);
    await engine.applyMigrations({ migrationsList, filters: SEARCH_TABLES_FILTER });
    const diagnostic = await engine.devDiagnostic({ migrationsList, filters: SEARCH_TABLES_FILTER });
    if (diagnostic.action.tag === "reset") {
      throw new Error(`The migration history cannot be replayed cleanly: ${diagnostic.action.reason}`);
    }
    const created = await engine.createMigration({
      draft: false,
      migrationName: options.name,
      migrationsList,
      schema: { files: [{ path: options.schemaPath, content: options.schema }] },
      filters: SEARCH_TABLES_FILTER,
    });
    return { folderName: created.generatedMigrationName, sql: created.migrationScript };
  } catch (error) {
    throw withPanic(error);
  } finally {
    await close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}
