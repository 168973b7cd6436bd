// A database-neutral description of tables, derived from the Prisma datamodel the way
// Prisma's migrate connectors derive DDL. The MySQL generator emits SQL from it and the
// parity tests compare live databases with it.
import { MYSQL_TEXT_COLUMNS } from "../../prisma/mysql-text-columns";
import type { Datamodel, DmmfField, DmmfModel } from "./dmmf";

export type Provider = "sqlite" | "mysql";
export type ReferentialAction = "CASCADE" | "RESTRICT" | "NO ACTION" | "SET NULL" | "SET DEFAULT";

export interface ColumnModel {
  name: string;
  /** Canonical upper-case type as the migration writes it, e.g. VARCHAR(191), DATETIME(3). */
  type: string;
  nullable: boolean;
  autoincrement: boolean;
  /** SQL literal or expression as the migration writes it: 'veteran', 0, false, CURRENT_TIMESTAMP(3). */
  default: string | null;
}

export interface IndexModel {
  name: string;
  columns: string[];
  unique: boolean;
}

export interface ForeignKeyModel {
  name: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
}

export interface TableModel {
  name: string;
  columns: ColumnModel[];
  primaryKey: string[];
  indexes: IndexModel[];
  foreignKeys: ForeignKeyModel[];
}

const MYSQL_IDENTIFIER_MAX = 64;

const SCALAR_TYPES: Record<Provider, Record<string, string>> = {
  mysql: {
    Int: "INTEGER",
    BigInt: "BIGINT",
    Float: "DOUBLE",
    Decimal: "DECIMAL(65,30)",
    Boolean: "BOOLEAN",
    String: "VARCHAR(191)",
    DateTime: "DATETIME(3)",
    Json: "JSON",
    Bytes: "LONGBLOB",
  },
  sqlite: {
    Int: "INTEGER",
    BigInt: "BIGINT",
    Float: "REAL",
    Decimal: "DECIMAL",
    Boolean: "BOOLEAN",
    String: "TEXT",
    DateTime: "DATETIME",
    Json: "JSONB",
    Bytes: "BLOB",
  },
};

const ACTIONS: Record<string, ReferentialAction> = {
  Cascade: "CASCADE",
  Restrict: "RESTRICT",
  NoAction: "NO ACTION",
  SetNull: "SET NULL",
  SetDefault: "SET DEFAULT",
};

export function buildSchemaModel(datamodel: Datamodel, provider: Provider): TableModel[] {
  checkTextColumns(datamodel);
  const models = new Map(datamodel.models.map((model) => [model.name, model]));
  return datamodel.models.map((model) => {
    const table = tableName(model);
    const columns = model.fields.filter((field) => field.kind === "scalar" || field.kind === "enum");
    const indexes = datamodel.indexes.filter((index) => index.model === model.name);
    const columnOf = (fieldName: string) => columnName(fieldOf(model, fieldName));
    const primary = indexes.find((index) => index.type === "id");
    const table_: TableModel = {
      name: table,
      columns: columns.map((field) => columnModel(model, field, provider)),
      primaryKey: primary ? primary.fields.map((f) => columnOf(f.name)) : [],
      indexes: indexes
        .filter((index) => index.type === "normal" || index.type === "unique")
        .map((index) => {
          const cols = index.fields.map((f) => columnOf(f.name));
          const unique = index.type === "unique";
          return { name: index.dbName ?? constraintName(table, cols, unique ? "key" : "idx"), columns: cols, unique };
        }),
      foreignKeys: model.fields
        .filter((field) => field.kind === "object" && (field.relationFromFields?.length ?? 0) > 0)
        .map((field) => {
          const target = models.get(field.type);
          if (!target) throw new Error(`${model.name}.${field.name} relates to unknown model ${field.type}`);
          const from = (field.relationFromFields ?? []).map((name) => fieldOf(model, name));
          const cols = from.map(columnName);
          const anyRequired = from.some((f) => f.isRequired);
          return {
            name: constraintName(table, cols, "fkey"),
            columns: cols,
            referencedTable: tableName(target),
            referencedColumns: (field.relationToFields ?? []).map((name) => columnName(fieldOf(target, name))),
            onDelete: action(field.relationOnDelete, anyRequired ? "RESTRICT" : "SET NULL"),
            onUpdate: action(field.relationOnUpdate, "CASCADE"),
          };
        }),
    };
    if (provider === "mysql") checkIdentifierLengths(table_);
    return table_;
  });
}

function columnModel(model: DmmfModel, field: DmmfField, provider: Provider): ColumnModel {
  if (field.isList) throw new Error(`${model.name}.${field.name}: scalar lists are not supported on these databases`);
  if (field.nativeType)
    throw new Error(`${model.name}.${field.name}: @db.* attributes are not allowed (one schema, two databases)`);
  const textType = provider === "mysql" ? MYSQL_TEXT_COLUMNS[`${model.name}.${field.name}`] : undefined;
  const type = textType ?? SCALAR_TYPES[provider][field.type];
  if (!type) throw new Error(`${model.name}.${field.name}: unsupported type ${field.type}`);
  const autoincrement = isFunctionDefault(field.default, "autoincrement");
  return {
    name: columnName(field),
    type,
    nullable: !field.isRequired,
    autoincrement,
    default: autoincrement ? null : defaultLiteral(model, field, provider),
  };
}

function defaultLiteral(model: DmmfModel, field: DmmfField, provider: Provider): string | null {
  const value = field.default;
  if (value === undefined || value === null) return null;
  // DMMF gives a BigInt default as a string of digits: it is a number in SQL.
  if (typeof value === "string" && field.type === "BigInt" && /^-?\d+$/.test(value)) return value;
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (isFunctionDefault(value, "now")) return provider === "mysql" ? "CURRENT_TIMESTAMP(3)" : "CURRENT_TIMESTAMP";
  if (
    isFunctionDefault(value, "uuid") ||
    isFunctionDefault(value, "cuid") ||
    isFunctionDefault(value, "nanoid") ||
    isFunctionDefault(value, "ulid")
  ) {
    return null; // generated by the client, not by the database
  }
  throw new Error(`${model.name}.${field.name}: unsupported default ${JSON.stringify(value)}`);
}

function isFunctionDefault(value: unknown, name: string): boolean {
  return typeof value === "object" && value !== null && "name" in value && value.name === name;
}

function action(value: string | undefined, fallback: ReferentialAction): ReferentialAction {
  if (value === undefined) return fallback;
  const mapped = ACTIONS[value];
  if (!mapped) throw new Error(`unknown referential action ${value}`);
  return mapped;
}

function fieldOf(model: DmmfModel, name: string): DmmfField {
  const field = model.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${model.name} has no field ${name}`);
  return field;
}

const tableName = (model: DmmfModel) => model.dbName ?? model.name;
const columnName = (field: DmmfField) => field.dbName ?? field.name;
const constraintName = (table: string, columns: string[], suffix: string) => `${table}_${columns.join("_")}_${suffix}`;

function checkIdentifierLengths(table: TableModel): void {
  const names = [
    table.name,
    ...table.columns.map((c) => c.name),
    ...table.indexes.map((i) => i.name),
    ...table.foreignKeys.map((f) => f.name),
  ];
  const tooLong = names.filter((name) => name.length > MYSQL_IDENTIFIER_MAX);
  if (tooLong.length > 0) {
    throw new Error(
      `MySQL identifiers longer than ${MYSQL_IDENTIFIER_MAX} characters: ${tooLong.join(", ")}; give them map: names in the schema`,
    );
  }
}

function checkTextColumns(datamodel: Datamodel): void {
  for (const key of Object.keys(MYSQL_TEXT_COLUMNS)) {
    const [modelName, fieldName] = key.split(".");
    const field = datamodel.models.find((m) => m.name === modelName)?.fields.find((f) => f.name === fieldName);
    if (!field || field.type !== "String") {
      throw new Error(`prisma/mysql-text-columns.ts lists ${key}, which is not a String field of the schema`);
    }
  }
  const indexed = datamodel.indexes.flatMap((index) => index.fields.map((f) => `${index.model}.${f.name}`));
  const clash = indexed.filter((key) => MYSQL_TEXT_COLUMNS[key]?.endsWith("TEXT"));
  if (clash.length > 0) {
    throw new Error(`TEXT columns cannot be indexed on MySQL without a prefix length: ${[...new Set(clash)].join(", ")}`);
  }
}
