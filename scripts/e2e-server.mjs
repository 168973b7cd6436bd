// The server the end-to-end tests drive: production build, a fresh SQLite database with the
// demo data, on E2E_PORT. Removed and recreated on every run.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(root, "tmp/e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: process.env.E2E_PORT ?? "3123",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
  SEED_DEMO: "true",
  LOG_REQUESTS: "false",
});
await import("./start.mjs");
