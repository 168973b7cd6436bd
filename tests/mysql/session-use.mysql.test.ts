import { describe } from "vitest";
import { useMigratedMysql } from "../fixtures/app-database";
import { sessionUseCases } from "../fixtures/session-use-cases";

describe("recording session uses on MariaDB", () => {
  useMigratedMysql();
  sessionUseCases();
});
