import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { dbReady } from "../../remix-app/lib/db.server";
import { applyPendingMigrations } from "../../remix-app/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { socialFeedCases } from "../fixtures/social-feed-cases";

describe("feed reads on SQLite", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-social-feed-"));
  const url = `file:${path.join(dir, "app.db")}`;
  let app: { restore(): Promise<void> } | undefined;
  beforeAll(async () => {
    await applyPendingMigrations(url);
    app = pointAppAt(url);
    await dbReady();
  });
  afterAll(async () => {
    await app?.restore();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  socialFeedCases();
});
