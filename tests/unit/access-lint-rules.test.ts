import { ESLint, RuleTester, type Rule } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { noDbInRoutes } from "../../eslint/rules/no-db-in-routes.js";
import { noRoleComparison } from "../../eslint/rules/no-role-comparison.js";

// RuleTester runs its cases through vitest's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" } });

tester.run("no-role-comparison", noRoleComparison as unknown as Rule.RuleModule, {
  valid: [
    'if (can(actor, "apply-to-job")) apply();',
    'const label = status === "admin-review";',
    'const words = ["veteran", "military", "member"];',
    'const where = { role: "employer" };',
    'if (kind === "employer") go();',
  ],
  invalid: [
    { code: 'if (user.role === "admin") refuse();', errors: [{ messageId: "comparison" }] },
    { code: 'if (actor.role !== "veteran") refuse();', errors: [{ messageId: "comparison" }] },
    { code: 'const home = "employer" === role;', errors: [{ messageId: "comparison" }] },
    { code: 'const lead = thread?.lead?.role === "employer";', errors: [{ messageId: "comparison" }] },
    { code: 'if (normalizeRole(u.role) === "admin") refuse();', errors: [{ messageId: "comparison" }] },
    { code: 'const social = ["veteran", "admin"];', errors: [{ messageId: "list" }] },
    { code: 'db.user.findFirst({ where: { role: { in: ["veteran", "admin"] } } });', errors: [{ messageId: "list" }] },
  ],
});

tester.run("no-db-in-routes", noDbInRoutes as unknown as Rule.RuleModule, {
  valid: ['import { searchJobs } from "~/domain/jobs/search.server";', 'import type { AuthUser } from "~/lib/session.server";'],
  invalid: [
    { code: 'import { getDb } from "~/lib/db.server";', errors: [{ messageId: "db" }] },
    { code: 'import { getDb } from "../lib/db.server";', errors: [{ messageId: "db" }] },
    { code: 'export { getDb } from "~/lib/db.server";', errors: [{ messageId: "db" }] },
    { code: 'const db = await import("~/lib/db.server");', errors: [{ messageId: "db" }] },
  ],
});

// The repository's own config applies them where they belong: not in domain/access/, not in components.
describe("where the access rules apply", () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const ruleIds = async (filePath: string, source: string) =>
    (await eslint.lintText(source, { filePath }))[0].messages.map((m) => m.ruleId).filter((id) => id?.startsWith("access/"));
  const roleCheck = 'export const f = (user: { role: string }) => user.role === "admin";\n';
  const dbImport = 'import { getDb } from "~/lib/db.server";\nexport const f = getDb;\n';

  it("refuses role comparisons in domain, screens, routes, lib and server code", async () => {
    for (const file of ["remix-app/domain/jobs/probe.server.ts", "remix-app/screens/probe.server.ts", "remix-app/routes/probe.tsx", "remix-app/lib/probe.server.ts", "server/probe.ts"]) {
      expect(await ruleIds(file, roleCheck), file).toEqual(["access/no-role-comparison"]);
    }
  });

  it("lets the policy module compare roles", async () => {
    expect(await ruleIds("remix-app/domain/access/probe.server.ts", roleCheck)).toEqual([]);
  });

  it("refuses the database client in routes and screens only", async () => {
    expect(await ruleIds("remix-app/routes/probe.tsx", dbImport)).toEqual(["access/no-db-in-routes"]);
    expect(await ruleIds("remix-app/screens/probe.server.ts", dbImport)).toEqual(["access/no-db-in-routes"]);
    expect(await ruleIds("remix-app/domain/jobs/probe.server.ts", dbImport)).toEqual([]);
  });
});
