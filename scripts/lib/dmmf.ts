// Reads the Prisma datamodel (DMMF) offline. The installed packages expose no getDMMF, so we
// run `prisma generate` on a copy of the schema whose only generator dumps the DMMF.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const fieldSchema = z.object({
  name: z.string(),
  dbName: z.string().nullish(),
  kind: z.enum(["scalar", "object", "enum", "unsupported"]),
  type: z.string(),
  isList: z.boolean(),
  isRequired: z.boolean(),
  isId: z.boolean(),
  isUnique: z.boolean(),
  isUpdatedAt: z.boolean(),
  hasDefaultValue: z.boolean(),
  nativeType: z.unknown().nullish(),
  default: z.unknown().optional(),
  relationFromFields: z.array(z.string()).optional(),
  relationToFields: z.array(z.string()).optional(),
  relationOnDelete: z.string().optional(),
  relationOnUpdate: z.string().optional(),
  documentation: z.string().optional(),
});

const modelSchema = z.object({
  name: z.string(),
  dbName: z.string().nullish(),
  fields: z.array(fieldSchema),
});

const indexSchema = z.object({
  model: z.string(),
  type: z.enum(["id", "normal", "unique", "fulltext"]),
  dbName: z.string().nullish(),
  name: z.string().nullish(),
  fields: z.array(z.object({ name: z.string(), sortOrder: z.string().nullish(), length: z.number().nullish() })),
});

const datamodelSchema = z.object({
  models: z.array(modelSchema),
  enums: z.array(z.object({ name: z.string() })),
  indexes: z.array(indexSchema),
});

export type DmmfField = z.infer<typeof fieldSchema>;
export type DmmfModel = z.infer<typeof modelSchema>;
export type DmmfIndex = z.infer<typeof indexSchema>;
export type Datamodel = z.infer<typeof datamodelSchema>;

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const schemaPath = path.join(projectRoot, "prisma", "schema.prisma");

export function loadDatamodel(schemaText: string = fs.readFileSync(schemaPath, "utf8")): Datamodel {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-dmmf-"));
  try {
    const outFile = path.join(tempDir, "datamodel.json");
    const generator = path.join(projectRoot, "scripts", "lib", "dmmf-generator.mjs");
    const dumpBlock = [
      "generator dmmf {",
      `  provider = ${JSON.stringify(`node ${JSON.stringify(generator)}`)}`,
      `  outFile  = ${JSON.stringify(outFile)}`,
      "}",
    ].join("\n");
    const generatorBlocks = /^generator\s+\w+\s*\{[^}]*\}/gm;
    if (!generatorBlocks.test(schemaText)) throw new Error("the schema has no generator block");
    const tempSchema = path.join(tempDir, "schema.prisma");
    fs.writeFileSync(tempSchema, schemaText.replace(generatorBlocks, dumpBlock));
    execFileSync(path.join(projectRoot, "node_modules", ".bin", "prisma"), ["generate", "--schema", tempSchema], {
      cwd: projectRoot,
      env: {
        ...process.env,
        PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false",
        PRISMA_HIDE_UPDATE_MESSAGE: "1",
        CHECKPOINT_DISABLE: "1",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const parsed: unknown = JSON.parse(fs.readFileSync(outFile, "utf8"));
    return datamodelSchema.parse(parsed);
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}
