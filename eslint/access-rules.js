import { noDbInRoutes } from "./rules/no-db-in-routes.js";
import { noRoleComparison } from "./rules/no-role-comparison.js";

/**
 * The access rules of the codebase as lint (docs/decisions/103): role decisions live in the policy
 * table, queries in the domain. Components (browser code) may branch on the role they were given
 * to lay a page out; server code may not.
 */
export const accessPlugin = { rules: { "no-role-comparison": noRoleComparison, "no-db-in-routes": noDbInRoutes } };

const SOURCES = "**/*.{ts,tsx,js,mjs,cjs}";

export const accessRuleConfigs = [
  {
    files: [`remix-app/{domain,lib,routes,screens}/${SOURCES}`, `server/${SOURCES}`, `cli/${SOURCES}`],
    ignores: [`remix-app/domain/access/${SOURCES}`],
    plugins: { access: accessPlugin },
    rules: { "access/no-role-comparison": "error" },
  },
  {
    files: [`remix-app/routes/${SOURCES}`, `remix-app/screens/${SOURCES}`],
    plugins: { access: accessPlugin },
    rules: { "access/no-db-in-routes": "error" },
  },
];
