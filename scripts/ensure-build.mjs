// Builds the production bundle when it is missing or older than its sources. Used by
// `npm start` and by the test suites that run the real server.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildEntry = path.join(root, "build/server/index.js");
const sources = ["remix-app", "shared", "public", "prisma/schema.prisma", "vite.config.ts", "package-lock.json"];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function ensureBuild({ quiet = false } = {}) {
  const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
  if (builtAt !== 0 && !sources.some((s) => newestMtime(s) > builtAt)) return false;
  if (!quiet) console.log(builtAt === 0 ? "No production build yet: building…" : "Sources changed since the last build: rebuilding…");
  execSync("npm run -s build", { cwd: root, stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit" });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild();
