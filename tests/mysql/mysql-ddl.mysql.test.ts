// The MySQL half of `npm run db:new-migration` writes ALTER scripts from model diffs; this
// proves such scripts run on MariaDB and land exactly on the changed model, and back again.
import type { Connection } from "mariadb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { diffMysql } from "../../scripts/lib/mysql-ddl";
import type { TableModel } from "../../scripts/lib/schema-model";
import { compareSchemas, expectedSchema, introspectMysql } from "../fixtures/schema-parity";
import { testDatabase } from "../fixtures/mysql-database";

function table(model: TableModel[], name: string): TableModel {
  const found = model.find((t) => t.name === name);
  if (!found) throw new Error(`no table ${name}`);
  return found;
}

/** A next version of the schema touching every kind of step the generator emits. */
function changedModel(base: TableModel[]): TableModel[] {
  const next: TableModel[] = structuredClone(base);
  const job = table(next, "Job");
  job.columns.push({ name: "remoteScore", type: "INTEGER", nullable: false, autoincrement: false, default: "0" });
  job.columns = job.columns.filter((c) => c.name !== "onetCode");
  job.indexes = job.indexes.filter((i) => !i.columns.includes("onetCode"));
  job.indexes.push({ name: "Job_remoteScore_idx", columns: ["remoteScore"], unique: false });
  const headline = table(next, "VeteranProfile").columns.find((c) => c.name === "headline");
  if (headline) headline.type = "TEXT";
  const reviewer = table(next, "EmployerProfile").foreignKeys.find((fk) => fk.name === "EmployerProfile_reviewedById_fkey");
  if (reviewer) reviewer.onDelete = "RESTRICT";
  next.push({
    name: "DdlProbeTable",
    columns: [
      { name: "id", type: "INTEGER", nullable: false, autoincrement: true, default: null },
      { name: "userId", type: "INTEGER", nullable: false, autoincrement: false, default: null },
      { name: "query", type: "JSON", nullable: false, autoincrement: false, default: null },
      { name: "createdAt", type: "DATETIME(3)", nullable: false, autoincrement: false, default: "CURRENT_TIMESTAMP(3)" },
    ],
    primaryKey: ["id"],
    indexes: [{ name: "DdlProbeTable_userId_createdAt_idx", columns: ["userId", "createdAt"], unique: false }],
    foreignKeys: [
      {
        name: "DdlProbeTable_userId_fkey",
        columns: ["userId"],
        referencedTable: "User",
        referencedColumns: ["id"],
        onDelete: "CASCADE",
        onUpdate: "CASCADE",
      },
    ],
  });
  return next.filter((t) => t.name !== "RequestStat");
}

describe("generated MySQL ALTER migrations", () => {
  const database = testDatabase();
  let conn: Connection;
  let base: TableModel[];

  beforeAll(async () => {
    await applyPendingMigrations(database.url);
    conn = await database.connect({ multipleStatements: true });
    base = expectedSchema("mysql");
  });

  afterAll(async () => {
    await conn?.end();
    await database.drop();
  });

  it("has nothing to write when the model is unchanged", () => {
    expect(diffMysql(base, base)).toEqual({ sql: "", warnings: [] });
  });

  it("moves the database forward to a changed model and back again", async () => {
    const next = changedModel(base);
    const forward = diffMysql(base, next);
    expect(forward.warnings.some((w) => w.includes("Drops table RequestStat"))).toBe(true);
    await conn.query(forward.sql);
    expect(compareSchemas(next, await introspectMysql(conn, database.name))).toEqual([]);

    await conn.query(diffMysql(next, base).sql);
    expect(compareSchemas(base, await introspectMysql(conn, database.name))).toEqual([]);
  });
});
