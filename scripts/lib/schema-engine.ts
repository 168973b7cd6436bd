// Prisma's schema engine compiled to WebAssembly, driven through the better-sqlite3 driver
// adapter. Native engines cannot be downloaded on these machines; this build needs none.
// The engine only supports SQLite here (MySQL is "Unsupported adapter provider").
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";
import fs from "node:fs";
import { createRequire } from "node:module";
import { SQLITE_SEARCH_TABLES } from "../../prisma/search-objects";

export type { MigrationList, SchemaFilter } from "@prisma/schema-engine-wasm/schema_engine_bg";

export const NO_FILTER = { externalTables: [], externalEnums: [] };

/** The full-text search tables live in hand-written migrations; the engine must not drop them. */
export const SEARCH_TABLES_FILTER = { externalTables: [...SQLITE_SEARCH_TABLES], externalEnums: [] };

let wasmReady = false;
let lastPanic = "";

function loadWasm(): void {
  if (wasmReady) return;
  const require = createRequire(import.meta.url);
  const wasmFile = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg").replace(/\.js$/, ".wasm");
  const module = new WebAssembly.Module(fs.readFileSync(wasmFile));
  const instance = new WebAssembly.Instance(module, { "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports });
  // The generated glue reports Rust panics through this global before throwing.
  (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
    set_message(message: string) {
      lastPanic = message;
    },
  };
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  wasmReady = true;
}

export interface OpenEngine {
  engine: SchemaEngine;
  /** Frees the engine and closes the adapter's connections (the engine does not). */
  close(): Promise<void>;
}

/** Opens the engine on a SQLite file; the shadow database is an in-memory SQLite. */
export async function openSqliteSchemaEngine(sqliteFile: string, schemaPath: string, schema: string): Promise<OpenEngine> {
  loadWasm();
  const factory = new PrismaBetterSqlite3({ url: sqliteFile });
  const opened: { dispose(): Promise<void> }[] = [];
  // Track every connection the engine opens so we can close them ourselves.
  const tracking: SqlMigrationAwareDriverAdapterFactory = {
    provider: "sqlite",
    adapterName: factory.adapterName,
    async connect() {
      const adapter = acceptScripts(await factory.connect());
      opened.push(adapter);
      return adapter;
    },
    async connectToShadowDb() {
      const adapter = acceptScripts(await factory.connectToShadowDb());
      opened.push(adapter);
      return adapter;
    },
  };
  const adapterFactory = bindMigrationAwareSqlAdapterFactory(tracking);
  const log = (message: string) => {
    if (process.env.SCHEMA_ENGINE_DEBUG) console.error(`[schema-engine] ${message}`);
  };
  let engine: SchemaEngine;
  try {
    engine = await bg.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, log, adapterFactory);
  } catch (error) {
    throw withPanic(error);
  }
  return {
    engine,
    async close() {
      engine.free();
      for (const adapter of opened.splice(0)) await adapter.dispose().catch(() => undefined);
    },
  };
}

/**
 * The engine replays whole migration files on the shadow database through executeRaw, which
 * better-sqlite3 refuses for more than one statement; such scripts go to executeScript.
 */
function acceptScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (error) {
      const multiple = error instanceof Error && /more than one statement/.test(error.message);
      if (!multiple || query.args.length > 0) throw error;
      await adapter.executeScript(query.sql);
      return 0;
    }
  };
  return adapter;
}

/** Adds the Rust panic message (if any) to an engine error. */
export function withPanic(error: unknown): Error {
  const base = error instanceof Error ? error : new Error(String(error));
  if (lastPanic) base.message += `\nschema engine panic: ${lastPanic}`;
  lastPanic = "";
  return base;
}
