// The server the end-to-end tests drive: production build, a fresh SQLite database with the
// demo data, on E2E_PORT. Removed and recreated on every run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(root, "tmp/e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// Built as production first; the server itself then runs with NODE_ENV=test so that link previews may
// reach the end-to-end tests' fake site on E2E_PORT + 1 (a test-only setting production refuses).
ensureBuild();
const port = Number(process.env.E2E_PORT ?? "3123");
Object.assign(process.env, {
  NODE_ENV: "test",
  LINK_PREVIEW_TEST_ALLOW: `127.0.0.1:${port + 1}`,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
  SEED_DEMO: "true",
  LOG_REQUESTS: "false",
  // Every browser here is 127.0.0.1, and the suite signs up more accounts than one address may in an
  // hour; the limits themselves are proven by the integration tests.
  RATE_LIMITS: "false",
  // The demo admin signs in in many specs without a second factor; the requirement itself (admin
  // tools wait for an app or passkey after two such sign-ins) is proven by the integration tests.
  ADMIN_SIGNINS_BEFORE_FACTOR: "1000000",
});

// The demo admin's password is random on a real first start. The suite seeds through the CLI
// and then gives that admin the other demo accounts' password with `create-admin --reset`, as an
// operator who lost the printed one would, so the tests sign every demo account in alike.
const cli = (...args) =>
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["cli/main.ts", ...args], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
const { tsImport } = await import("tsx/esm/api");
const { DEMO_EMAILS, DEMO_PASSWORD } = await tsImport("../seed/demo-logins.ts", import.meta.url);
// Job boards: the local fake of the four job APIs (tests/fakes/job-boards.ts). Only Greenhouse is
// pointed at it, without boards, so no scheduled import changes the demo data; the Sources spec
// adds a board and runs it now.
const { startFakeJobBoards } = await tsImport("../tests/fakes/job-boards.ts", import.meta.url);
const jobBoards = await startFakeJobBoards();
process.env.GREENHOUSE_API_BASE = jobBoards.env.GREENHOUSE_API_BASE;
cli("seed");
cli("create-admin", "--email", DEMO_EMAILS.admin, "--password", DEMO_PASSWORD, "--reset");

await import("./start.mjs");
