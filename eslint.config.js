import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { accessRuleConfigs } from "./eslint/access-rules.js";
import { domainAreaConfigs } from "./eslint/domain-areas.js";
import { importWallConfigs } from "./eslint/import-walls.js";

export default tseslint.config(
  { ignores: ["build/", "generated/", "node_modules/", "data/", "tmp/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["scripts/**/*.mjs", "eslint/**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  ...importWallConfigs,
  ...accessRuleConfigs,
  ...domainAreaConfigs,
);
