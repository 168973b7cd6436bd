import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The writing pipeline's shape, read from the source tree: the model client is reached only
 * through the pipeline (so every model-written text is grounded), and domain/writing reads one
 * way (no import cycles).
 */

const ROOT = path.resolve(__dirname, "../..");
const WRITING = path.join(ROOT, "remix-app/domain/writing");
const SOURCE_DIRS = ["remix-app", "server", "shared", "seed", "scripts"].map((dir) => path.join(ROOT, dir));

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "build" ? [] : sourceFiles(full);
    return /\.(?:ts|tsx|mts|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file imports or re-exports (static, dynamic or require). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)].map((match) => match[1]);
  return [...new Set(found)];
}

const relative = (file: string) => path.relative(ROOT, file);

/** An import specifier as a file of domain/writing, or null for anything else. */
function writingModule(from: string, specifier: string): string | null {
  const resolved = specifier.startsWith("~/")
    ? path.join(ROOT, "remix-app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!resolved || path.dirname(resolved) !== WRITING) return null;
  return resolved.endsWith(".ts") ? resolved : `${resolved}.ts`;
}

const files = SOURCE_DIRS.flatMap(sourceFiles);

describe("the model client is reached only through the writing pipeline", () => {
  it("imports the OpenAI SDK in one file: the model client", () => {
    const sdkUsers = files.filter((file) => importsOf(file).some((specifier) => specifier === "openai" || specifier.startsWith("openai/")));
    expect(sdkUsers.map(relative)).toEqual(["remix-app/domain/writing/model-client.server.ts"]);
  });

  it("calls a chat-completions endpoint nowhere else (no hand-rolled fetch to a model)", () => {
    const callers = files.filter((file) => /chat\/completions|chat\.completions\.create|\/v1\/completions/.test(fs.readFileSync(file, "utf8")));
    expect(callers.map(relative)).toEqual(["remix-app/domain/writing/model-client.server.ts"]);
  });

  it("lets only the pipeline import the model client", () => {
    const clientUsers = files.filter((file) => importsOf(file).some((specifier) => writingModule(file, specifier)?.endsWith("/model-client.server.ts")));
    expect(clientUsers.map(relative)).toEqual(["remix-app/domain/writing/pipeline.server.ts"]);
  });

  it("gives every writing task a grounding check (the pipeline's task type requires one)", () => {
    const pipeline = fs.readFileSync(path.join(WRITING, "pipeline.server.ts"), "utf8");
    expect(pipeline).toMatch(/\n {2}ground: \(text: string\) => readonly string\[\];/);
    const callers = files.filter((file) => /\bwriteInUsersName\(/.test(fs.readFileSync(file, "utf8")) && !file.endsWith("pipeline.server.ts"));
    expect(callers.map(relative).sort()).toEqual(["remix-app/domain/writing/cover-letter.server.ts", "remix-app/domain/writing/resume.server.ts"]);
    for (const file of callers) expect(fs.readFileSync(file, "utf8")).toMatch(/ground: \(text\) => checkGrounding\(/);
  });
});

describe("domain/writing reads one way", () => {
  it("has no import cycle", () => {
    const graph = new Map<string, string[]>();
    for (const file of files.filter((file) => path.dirname(file) === WRITING)) {
      graph.set(file, importsOf(file).map((specifier) => writingModule(file, specifier)).filter((target): target is string => target !== null));
    }
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.basename(f)).join(" → "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(graph.size).toBeGreaterThan(15);
    expect(cycles).toEqual([]);
  });

  it("names an occupation with one function", () => {
    const definers = files.filter((file) => /function singularTitle\b/.test(fs.readFileSync(file, "utf8")));
    expect(definers.map(relative)).toEqual(["remix-app/domain/writing/titles.server.ts"]);
  });
});
