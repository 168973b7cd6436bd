import { describe } from "vitest";
import { useMigratedSqlite } from "../fixtures/app-database";
import { socialFeedCases } from "../fixtures/social-feed-cases";

describe("feed reads on SQLite", () => {
  useMigratedSqlite("social-feed");
  socialFeedCases();
});
