import { describe } from "vitest";
import { useMigratedMysql } from "../fixtures/app-database";
import { socialFeedCases } from "../fixtures/social-feed-cases";

describe("feed reads on MariaDB", () => {
  useMigratedMysql();
  socialFeedCases();
});
