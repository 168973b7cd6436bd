import { describe } from "vitest";
import { useMigratedMysql } from "../fixtures/app-database";
import { postWriteCases } from "../fixtures/post-write-cases";

describe("writing a post on MariaDB", () => {
  useMigratedMysql();
  postWriteCases();
});
