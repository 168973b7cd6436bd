import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { bootDatabase } from "../../server/boot";
import { parseConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { verifyPassword } from "~/lib/password.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";

// `npm start` on a fresh MariaDB: a real installation, so no demo accounts with a published
// password unless SEED_DEMO=true asks for them (item 1 of issue 8).
const database = testDatabase();
const app = pointAppAt(database.url);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-boot-mysql-"));
const config = (env: Record<string, string>) => parseConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...env });

afterAll(async () => {
  await app.restore();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

it("seeds nothing into a fresh MariaDB by default, and the demo with a random admin password when asked", async () => {
  const printed: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(" ")));

  await bootDatabase(config({}));
  expect(await getDb().user.count()).toBe(0);
  expect(printed.join("\n")).not.toContain("Demo logins");

  await bootDatabase(config({ SEED_DEMO: "true" }));
  // The six demo logins and the six community members of the demo feed.
  expect(await getDb().user.count()).toBe(6 + 6);
  const adminPassword = /admin@vets\.local\s+password (\S+) \(shown only this once\)/.exec(printed.join("\n"))?.[1] ?? "";
  expect(adminPassword).toMatch(/^[A-Za-z0-9]{18}$/);
  const adminHash = (await getDb().credential.findFirstOrThrow({ where: { user: { email: "admin@vets.local" } } })).passwordHash;
  expect(await verifyPassword(adminPassword, adminHash)).toBe(true);
  expect(await verifyPassword("Demo1234!", adminHash)).toBe(false);

  // A later start reminds of the demo accounts but never prints the admin's password again.
  printed.length = 0;
  await bootDatabase(config({ SEED_DEMO: "true" }));
  expect(printed.join("\n")).toContain("admin@vets.local");
  expect(printed.join("\n")).not.toContain(adminPassword);
}, 180_000);
