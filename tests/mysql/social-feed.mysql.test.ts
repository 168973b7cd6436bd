import { afterAll, beforeAll, describe } from "vitest";
import { applyPendingMigrations } from "../../remix-app/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";
import { socialFeedCases } from "../fixtures/social-feed-cases";

describe("feed reads on MariaDB", () => {
  const database = testDatabase();
  let app: { restore(): Promise<void> } | undefined;
  beforeAll(async () => {
    await applyPendingMigrations(database.url);
    app = pointAppAt(database.url);
  });
  afterAll(async () => {
    await app?.restore();
    await database.drop();
  });
  socialFeedCases();
});
