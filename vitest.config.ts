import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the Remix plugin must not run under vitest.
export default defineConfig({
  // The same aliases as tsconfig.json's paths (~/ for remix-app/, @shared/ for shared/).
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL("./remix-app/", import.meta.url)) },
      { find: /^@shared\//, replacement: fileURLToPath(new URL("./shared/", import.meta.url)) },
    ],
  },
  test: {
    environment: "node",
    pool: "forks",
    // One fork per core, not vitest's default of one fewer: the integration files spend much of their
    // time waiting on their servers, databases and scrypt, and on the 2-core CI machine the default ran
    // them one at a time (unit + integration took 791 s with one fork, 523 s with two).
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], globalSetup: ["tests/fixtures/ensure-build.ts"] },
      },
      { extends: true, test: { name: "mysql", include: ["tests/mysql/**/*.test.ts"], fileParallelism: false } },
    ],
  },
});
