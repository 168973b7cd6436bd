// MySQL/MariaDB DDL from table models, in the layout Prisma's MySQL connector writes
// (statement comments, inline indexes in CREATE TABLE, foreign keys added last).
import type { ColumnModel, ForeignKeyModel, IndexModel, TableModel } from "./schema-model";

export interface MysqlMigration {
  sql: string;
  /** Steps a person must look at before the migration runs on a database with data. */
  warnings: string[];
}

const q = (name: string) => `\`${name.replace(/`/g, "``")}\``;
const cols = (names: string[]) => names.map(q).join(", ");

function columnDefinition(column: ColumnModel): string {
  const parts = [q(column.name), column.type, column.nullable ? "NULL" : "NOT NULL"];
  if (column.default !== null) parts.push(`DEFAULT ${column.default}`);
  if (column.autoincrement) parts.push("AUTO_INCREMENT");
  return parts.join(" ");
}

const indexClause = (index: IndexModel) => `${index.unique ? "UNIQUE INDEX" : "INDEX"} ${q(index.name)}(${cols(index.columns)})`;

function createTable(table: TableModel): string {
  const lines = table.columns.map((column) => `    ${columnDefinition(column)}`);
  const tail = table.indexes.map((index) => `    ${indexClause(index)}`);
  if (table.primaryKey.length > 0) tail.push(`    PRIMARY KEY (${cols(table.primaryKey)})`);
  const body = tail.length > 0 ? `${lines.join(",\n")},\n\n${tail.join(",\n")}` : lines.join(",\n");
  return `-- CreateTable\nCREATE TABLE ${q(table.name)} (\n${body}\n) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`;
}

const addForeignKey = (table: string, fk: ForeignKeyModel) =>
  `-- AddForeignKey\nALTER TABLE ${q(table)} ADD CONSTRAINT ${q(fk.name)} FOREIGN KEY (${cols(fk.columns)}) ` +
  `REFERENCES ${q(fk.referencedTable)}(${cols(fk.referencedColumns)}) ON DELETE ${fk.onDelete} ON UPDATE ${fk.onUpdate};`;

const createIndex = (table: string, index: IndexModel) =>
  `-- CreateIndex\nCREATE ${index.unique ? "UNIQUE " : ""}INDEX ${q(index.name)} ON ${q(table)}(${cols(index.columns)});`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function byName<T extends { name: string }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [item.name, item]));
}

/** The statements that turn the `from` tables into the `to` tables. */
export function diffMysql(from: TableModel[], to: TableModel[]): MysqlMigration {
  const before = byName(from);
  const after = byName(to);
  const warnings: string[] = [];
  const dropForeignKeys: string[] = [];
  const dropIndexes: string[] = [];
  const alterTables: string[] = [];
  const dropTables: string[] = [];
  const createTables: string[] = [];
  const createIndexes: string[] = [];
  const addForeignKeys: string[] = [];

  for (const old of from) {
    const next = after.get(old.name);
    const nextFks = byName(next?.foreignKeys ?? []);
    for (const fk of old.foreignKeys) {
      if (!same(fk, nextFks.get(fk.name)))
        dropForeignKeys.push(`-- DropForeignKey\nALTER TABLE ${q(old.name)} DROP FOREIGN KEY ${q(fk.name)};`);
    }
    if (!next) {
      dropTables.push(`-- DropTable\nDROP TABLE ${q(old.name)};`);
      warnings.push(`Drops table ${old.name} and all its rows.`);
    }
  }

  for (const table of to) {
    const old = before.get(table.name);
    if (!old) {
      createTables.push(createTable(table));
      for (const fk of table.foreignKeys) addForeignKeys.push(addForeignKey(table.name, fk));
      continue;
    }
    const oldIndexes = byName(old.indexes);
    const newIndexes = byName(table.indexes);
    for (const index of old.indexes) {
      if (!same(index, newIndexes.get(index.name)))
        dropIndexes.push(`-- DropIndex\nDROP INDEX ${q(index.name)} ON ${q(table.name)};`);
    }
    for (const index of table.indexes) {
      if (!same(index, oldIndexes.get(index.name))) {
        createIndexes.push(createIndex(table.name, index));
        if (index.unique)
          warnings.push(`Adds unique index ${index.name}; existing duplicate values in ${table.name} make it fail.`);
      }
    }
    const alterations = alterColumns(old, table, warnings);
    if (alterations.length > 0) alterTables.push(`-- AlterTable\nALTER TABLE ${q(table.name)} ${alterations.join(",\n    ")};`);
    const oldFks = byName(old.foreignKeys);
    for (const fk of table.foreignKeys) {
      if (!same(fk, oldFks.get(fk.name))) addForeignKeys.push(addForeignKey(table.name, fk));
    }
  }

  const statements = [
    ...dropForeignKeys,
    ...dropIndexes,
    ...alterTables,
    ...dropTables,
    ...createTables,
    ...createIndexes,
    ...addForeignKeys,
  ];
  return { sql: statements.length > 0 ? `${statements.join("\n\n")}\n` : "", warnings };
}

function alterColumns(old: TableModel, table: TableModel, warnings: string[]): string[] {
  const oldColumns = byName(old.columns);
  const newColumns = byName(table.columns);
  const out: string[] = [];
  const pkChanged = !same(old.primaryKey, table.primaryKey);
  if (pkChanged && old.primaryKey.length > 0) out.push("DROP PRIMARY KEY");
  for (const column of old.columns) {
    if (!newColumns.has(column.name)) {
      out.push(`DROP COLUMN ${q(column.name)}`);
      warnings.push(`Drops column ${table.name}.${column.name} and its data.`);
    }
  }
  for (const column of table.columns) {
    const previous = oldColumns.get(column.name);
    if (!previous) {
      out.push(`ADD COLUMN ${columnDefinition(column)}`);
      if (!column.nullable && column.default === null && !column.autoincrement) {
        warnings.push(
          `Adds required column ${table.name}.${column.name} without a default; this fails or fills implicit values if the table has rows.`,
        );
      }
    } else if (!same(previous, column)) {
      out.push(`MODIFY ${columnDefinition(column)}`);
      if (previous.type !== column.type)
        warnings.push(
          `Changes ${table.name}.${column.name} from ${previous.type} to ${column.type}; check existing values convert.`,
        );
      if (previous.nullable && !column.nullable)
        warnings.push(`Makes ${table.name}.${column.name} required; existing NULLs make it fail.`);
    }
  }
  if (pkChanged && table.primaryKey.length > 0) out.push(`ADD PRIMARY KEY (${cols(table.primaryKey)})`);
  return out;
}
