import fs from "node:fs";
import { ESLint, RuleTester, type Rule } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { DOMAIN_AREA_TIERS, domainAreaOrder } from "../../eslint/rules/domain-area-order.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" } });
const rule = domainAreaOrder as unknown as Rule.RuleModule;
const jobs = "remix-app/domain/jobs/search.server.ts";

tester.run("domain-area-order", rule, {
  valid: [
    { filename: jobs, code: 'import { readFits } from "~/domain/fit/fit-store.server";' },
    { filename: jobs, code: 'import { x } from "./search-sql.server";' },
    { filename: jobs, code: 'import { x } from "~/domain/jobs/job-json.server";' },
    { filename: jobs, code: 'import { getDb } from "~/lib/db.server";' },
    { filename: "remix-app/domain/jobs/sources/adzuna.server.ts", code: 'import { locationFromArea } from "../../postings/posting-identity";' },
    { filename: "remix-app/routes/jobs.tsx", code: 'import { x } from "~/domain/profiles/user-profile.server";' },
  ],
  invalid: [
    { filename: jobs, code: 'import { x } from "~/domain/translate/public-translator.server";', errors: [{ messageId: "upward" }] },
    { filename: jobs, code: 'import type { X } from "~/domain/accounts/login.server";', errors: [{ messageId: "upward" }] },
    { filename: jobs, code: 'export { x } from "~/domain/admin/audit.server";', errors: [{ messageId: "upward" }] },
    { filename: jobs, code: 'const m = await import("~/domain/auto-apply/run.server");', errors: [{ messageId: "upward" }] },
    { filename: "remix-app/domain/matching/fit-criteria.server.ts", code: 'import { x } from "../writing/titles.server";', errors: [{ messageId: "upward" }] },
    { filename: jobs, code: 'import { x } from "~/domain/somewhere-new/x.server";', errors: [{ messageId: "unplaced" }] },
  ],
});

describe("the domain's areas", () => {
  it("each folder of remix-app/domain/ has exactly one tier", () => {
    const folders = fs.readdirSync("remix-app/domain", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    const placed = DOMAIN_AREA_TIERS.flat();
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual([...folders].sort());
  });

  it("the repository's config applies the order to domain files only", async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const ruleIds = async (filePath: string) =>
      (await eslint.lintText('import { x } from "~/domain/profiles/user-profile.server";\nexport const y = x;\n', { filePath }))[0].messages.map((m) => m.ruleId);
    expect(await ruleIds("remix-app/domain/access/probe.server.ts")).toContain("domain-areas/order");
    expect(await ruleIds("remix-app/screens/probe.server.ts")).not.toContain("domain-areas/order");
  });
});
