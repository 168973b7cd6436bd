// Generates two Prisma clients from the one schema: generated/sqlite and generated/mysql.
// Prisma binds a generated client to one provider, and the driver adapter must match it.
// Skips work when the schema has not changed since the last run (stamp file).
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const schemaPath = path.join(root, "prisma/schema.prisma");
const outDir = path.join(root, "generated");
const stamp = path.join(outDir, ".schema-hash");
const schema = fs.readFileSync(schemaPath, "utf8");
const hash = crypto.createHash("sha256").update(schema).update(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")).digest("hex");

const force = process.argv.includes("--force");
if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash &&
    fs.existsSync(path.join(outDir, "sqlite/client.ts")) && fs.existsSync(path.join(outDir, "mysql/client.ts"))) {
  process.exit(0);
}

fs.mkdirSync(outDir, { recursive: true });
const mysqlSchema = schema
  .replace(/provider\s*=\s*"sqlite"/, 'provider = "mysql"')
  .replace(/output\s*=\s*"\.\.\/generated\/sqlite"/, 'output   = "./mysql"');
if (mysqlSchema === schema) throw new Error("could not derive the MySQL schema from prisma/schema.prisma");
const mysqlSchemaPath = path.join(outDir, "schema.mysql.prisma");
fs.writeFileSync(mysqlSchemaPath, mysqlSchema);

const prismaBin = path.join(root, "node_modules/.bin/prisma");
// Native engines cannot be downloaded here; generate needs none, and /bin/false makes any
// accidental migrate call fail loudly instead of silently doing nothing.
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false", PRISMA_HIDE_UPDATE_MESSAGE: "1" };
for (const file of [schemaPath, mysqlSchemaPath]) {
  execFileSync(prismaBin, ["generate", "--schema", file], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
}
fs.writeFileSync(stamp, hash);
console.log("Prisma clients generated: generated/sqlite, generated/mysql");
