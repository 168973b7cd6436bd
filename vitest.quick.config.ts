import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
export default defineConfig({
  resolve: { alias: [
    { find: /^~\//, replacement: fileURLToPath(new URL("./remix-app/", import.meta.url)) },
    { find: /^@shared\//, replacement: fileURLToPath(new URL("./shared/", import.meta.url)) },
  ] },
  test: { environment: "node", pool: "forks", testTimeout: 60_000, hookTimeout: 120_000, include: ["tests/integration/**/*.test.ts"] },
});
