// `npm test`: typecheck, lint and the desktop shell's build, then every suite in order — unit and integration (SQLite), the database suite on
// MariaDB, and end-to-end in Chromium. Stops at the first failing suite.
import { spawnSync } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

const suites = [
  ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
  ["lint", "npx", ["eslint", "."]],
  ["desktop build (hardening check + electron-vite)", "npm", ["run", "-s", "desktop:build"]],
  ["unit + integration (SQLite)", "npx", ["vitest", "run", "--project", "unit", "--project", "integration"]],
  ["database suite (MariaDB)", "npx", ["vitest", "run", "--project", "mysql"]],
  ["end-to-end (Chromium)", "npx", ["playwright", "test"]],
];

const started = Date.now();
ensureBuild();
for (const [name, cmd, args] of suites) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  console.log(`=== ${name}: ${result.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - t0) / 1000).toFixed(0)}s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`\nAll suites passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
