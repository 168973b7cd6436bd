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
