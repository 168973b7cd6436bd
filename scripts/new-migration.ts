// Creates the next migration for both databases from prisma/schema.prisma.
//
//   npm run db:new-migration -- <name>          next migration (SQLite by Prisma's engine, MySQL from the model)
//   npm run db:new-migration -- <name> --empty  paired empty migrations for hand-written SQL
//   npm run db:new-migration -- --reset-init    rebuild the init migrations from scratch (pre-release only)
//
// SQLite: Prisma's schema engine (WebAssembly) replays prisma/migrations/sqlite on a temp
// file and diffs it against the schema. MySQL: the engine has no MySQL support here, so the
// schema model (scripts/lib/schema-model.ts) is diffed against the model.json snapshot kept
// beside the previous MySQL migration, and the DDL is written in Prisma's layout.
import fs from "node:fs";
import path from "node:path";
import { lockFileContent, readMigrationFolders } from "~/lib/migration-files.server";
import { loadDatamodel, projectRoot, schemaPath } from "./lib/dmmf";
import { diffMysql } from "./lib/mysql-ddl";
import type { TableModel } from "./lib/schema-model";
import { buildSchemaModel } from "./lib/schema-model";
import { generateSqliteMigration } from "./lib/sqlite-migration";

const SNAPSHOT = "model.json";
const dirs = {
  sqlite: path.join(projectRoot, "prisma", "migrations", "sqlite"),
  mysql: path.join(projectRoot, "prisma", "migrations", "mysql"),
};

interface Options {
  name: string;
  resetInit: boolean;
  empty: boolean;
  force: boolean;
}

function parseArgs(argv: string[]): Options {
  const flags = new Set(argv.filter((arg) => arg.startsWith("--")));
  const known = new Set(["--reset-init", "--empty", "--force"]);
  const unknown = [...flags].filter((flag) => !known.has(flag));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(", ")}`);
  const resetInit = flags.has("--reset-init");
  const rawName = argv.find((arg) => !arg.startsWith("--")) ?? (resetInit ? "init" : "");
  const name = rawName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!name) throw new Error("usage: npm run db:new-migration -- <name> [--empty] | --reset-init [--force]");
  return { name, resetInit, empty: flags.has("--empty"), force: flags.has("--force") };
}

function folderNames(dir: string): string[] {
  return readMigrationFolders(dir).map((folder) => folder.name);
}

function timestamp(): string {
  return new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

function readSnapshot(folder: string | undefined): TableModel[] {
  if (!folder) return [];
  const file = path.join(dirs.mysql, folder, SNAPSHOT);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing; the MySQL generator diffs against it`);
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(parsed)) throw new Error(`${file} is not a table list`);
  return parsed as TableModel[];
}

/** With --reset-init the history restarts empty, keeping the init folder name so databases built from an older init fail loudly on the checksum. */
function resetInitName(options: Options, history: string[]): string | null {
  if (!options.force && history.length > 1) {
    throw new Error("--reset-init would discard migrations after init; rerun with --force if nothing was released");
  }
  return history[0] ?? null;
}

function writeMigration(dir: string, provider: "sqlite" | "mysql", folder: string, sql: string): string {
  fs.mkdirSync(path.join(dir, folder), { recursive: true });
  const file = path.join(dir, folder, "migration.sql");
  fs.writeFileSync(file, sql);
  fs.writeFileSync(path.join(dir, "migration_lock.toml"), lockFileContent(provider));
  return path.relative(projectRoot, file);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const sqliteHistory = folderNames(dirs.sqlite);
  const mysqlHistory = folderNames(dirs.mysql);
  if (sqliteHistory.join() !== mysqlHistory.join()) {
    throw new Error(
      `The SQLite and MySQL histories differ:\n  sqlite: ${sqliteHistory.join(", ")}\n  mysql:  ${mysqlHistory.join(", ")}`,
    );
  }
  const keepInitName = options.resetInit ? resetInitName(options, sqliteHistory) : null;

  const schema = fs.readFileSync(schemaPath, "utf8");
  // Everything is generated before anything on disk changes.
  const emptyHistory = path.join(projectRoot, "prisma", "migrations", ".reset-init-empty");
  const sqlite = options.empty
    ? { folderName: null, sql: null }
    : await generateSqliteMigration({
        migrationsDir: options.resetInit ? emptyHistory : dirs.sqlite,
        schemaPath,
        schema,
        name: options.name,
      });
  const previous = options.resetInit ? [] : readSnapshot(mysqlHistory.at(-1));
  const current = buildSchemaModel(loadDatamodel(schema), "mysql");
  const mysql = options.empty ? { sql: "", warnings: [] } : diffMysql(previous, current);

  if (!options.empty && sqlite.sql === null && mysql.sql === "") {
    console.log("The schema matches the migrations; nothing to create.");
    return;
  }
  if (options.resetInit) for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
  const folder = keepInitName ?? sqlite.folderName ?? `${timestamp()}_${options.name}`;
  const placeholder = (db: string) =>
    options.empty ? `-- Write the ${db} SQL of ${options.name} here.\n` : `-- This migration has no ${db} changes.\n`;
  const written = [
    writeMigration(dirs.sqlite, "sqlite", folder, sqlite.sql ?? placeholder("SQLite")),
    writeMigration(dirs.mysql, "mysql", folder, mysql.sql || placeholder("MySQL")),
  ];
  // The snapshot describes what the MySQL history produces once this migration ran.
  fs.writeFileSync(path.join(dirs.mysql, folder, SNAPSHOT), `${JSON.stringify(options.empty ? previous : current, null, 2)}\n`);

  console.log(`Created ${folder}:\n${written.map((file) => `  ${file}`).join("\n")}`);
  if (mysql.warnings.length > 0) {
    console.log(`\nReview the MySQL migration before it runs on data:\n${mysql.warnings.map((w) => `  - ${w}`).join("\n")}`);
  }
  console.log("\nThen run the migration tests: npm run test:mysql, and tests/integration/migrations.sqlite.test.ts.");
}

// The WebAssembly engine leaves handles open; exit explicitly.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
