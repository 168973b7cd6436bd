import { describe } from "vitest";
import { useMigratedSqlite } from "../fixtures/app-database";
import { postWriteCases } from "../fixtures/post-write-cases";

describe("writing a post on SQLite", () => {
  useMigratedSqlite("post-write");
  postWriteCases();
});
