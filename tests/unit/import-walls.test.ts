import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Runs the repository's own ESLint config: a new import across a wall must fail `npx eslint .` (and CI).
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImportMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

/** Each never of the parts file, as a file in the importing part and an import that crosses it. */
const BREAKS: Array<{ never: string; file: string; source: string }> = [
  { never: "Domain → Routes", file: "remix-app/domain/jobs/wall-probe.server.ts", source: 'import { imported } from "~/routes/feed";' },
  { never: "Domain → Screens", file: "remix-app/domain/jobs/wall-probe.server.ts", source: 'import { imported } from "~/screens/feed-page.server";' },
  { never: "Domain → Components", file: "remix-app/domain/jobs/wall-probe.server.ts", source: 'import { imported } from "~/components/jobs/job-card";' },
  { never: "Domain → Seed", file: "remix-app/domain/jobs/wall-probe.server.ts", source: 'import { imported } from "../../seed/demo-data.server";' },
  { never: "Components → Domain", file: "remix-app/components/jobs/wall-probe.tsx", source: 'import type { imported } from "~/domain/jobs/search.server";' },
  { never: "Components → Infra", file: "remix-app/components/jobs/wall-probe.tsx", source: 'import { imported } from "~/lib/db.server";' },
  { never: "Components → Screens", file: "remix-app/components/jobs/wall-probe.tsx", source: 'import { imported } from "~/screens/screen-load.server";' },
  { never: "Shared → Domain", file: "shared/wall-probe.ts", source: 'import { imported } from "~/domain/jobs/search.server";' },
  { never: "Shared → Infra", file: "shared/wall-probe.ts", source: 'import { imported } from "~/lib/config.server";' },
  { never: "Desktop → Domain", file: "desktop/main/wall-probe.ts", source: 'import { imported } from "../../remix-app/domain/jobs/search.server";' },
  { never: "Desktop → Infra", file: "desktop/main/wall-probe.ts", source: 'import { imported } from "../../remix-app/lib/db.server";' },
  { never: "Infra → Domain", file: "remix-app/lib/wall-probe.server.ts", source: 'import { imported } from "~/domain/jobs/search.server";' },
  { never: "Infra → Screens", file: "remix-app/lib/wall-probe.server.ts", source: 'import { imported } from "~/screens/screen-load.server";' },
];

describe("import walls", () => {
  it.each(BREAKS)("$never fails lint", async ({ never, file, source }) => {
    const [from, to] = never.split(" → ");
    const messages = await restrictedImportMessages(file, source);
    expect(messages.some((m) => m.includes(`${from} (`) && m.includes(`must not import ${to} (`))).toBe(true);
  });

  it("a component importing a type from a .server module fails lint", async () => {
    const messages = await restrictedImportMessages("remix-app/components/shell/wall-probe.tsx", 'import type { imported } from "~/root";');
    expect(messages).toHaveLength(1);
  });

  it("a ../../../-deep relative import fails lint anywhere", async () => {
    const messages = await restrictedImportMessages("cli/commands/wall-probe.ts", 'import { imported } from "../../../shared/plans";');
    expect(messages).toEqual([expect.stringContaining("not ../../../")]);
  });

  it("the allowed arrows pass", async () => {
    const allowed: Array<[string, string]> = [
      ["remix-app/components/jobs/wall-probe.tsx", 'import { imported } from "@shared/plans";'],
      ["remix-app/screens/wall-probe.server.ts", 'import { imported } from "~/domain/jobs/search.server";'],
      ["remix-app/routes/wall-probe.tsx", 'import { imported } from "~/screens/feed-page.server";'],
      ["remix-app/domain/jobs/wall-probe.server.ts", 'import { imported } from "~/lib/db.server";'],
      ["cli/commands/wall-probe.ts", 'import { imported } from "../../seed/demo-data.server";'],
    ];
    for (const [file, source] of allowed) expect(await restrictedImportMessages(file, source)).toEqual([]);
  });
});
