import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, prepareConnection, type Db } from "../../remix-app/lib/db.server";

// Cluster workers, the scan worker and the CLI each hold their own connection to one SQLite file.
describe("SQLite transactions across connections", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-sqlite-tx-"));
  const file = path.join(dir, "app.db");
  const url = `file:${file}`;
  let db: Db;
  let other: Database.Database;

  beforeAll(async () => {
    db = createDb(url);
    await prepareConnection(db, url);
    await db.$executeRawUnsafe("CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)");
    await db.$executeRawUnsafe("INSERT INTO counter (id, n) VALUES (1, 0)");
    // Another process's connection that does not wait for locks, so a held lock shows at once.
    other = new Database(file, { timeout: 0 });
  });
  afterAll(async () => {
    other?.close();
    await db?.$disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const readN = async (tx: Pick<Db, "$queryRawUnsafe">) =>
    Number((await tx.$queryRawUnsafe<{ n: bigint | number }[]>("SELECT n FROM counter WHERE id = 1"))[0]!.n);

  it("a transaction holds the write lock from its start, so a read-then-write cannot be overtaken", async () => {
    let otherWrite: unknown = null;
    await db.$transaction(async (tx) => {
      const n = await readN(tx);
      // Under a deferred BEGIN this write would commit here, and the update below would fail with
      // SQLITE_BUSY (snapshot out of date) instead of waiting for its turn.
      try {
        other.prepare("UPDATE counter SET n = n + 100 WHERE id = 1").run();
      } catch (e) {
        otherWrite = (e as { code?: string }).code;
      }
      await tx.$executeRawUnsafe("UPDATE counter SET n = ? WHERE id = 1", n + 1);
    });
    expect(otherWrite).toBe("SQLITE_BUSY");
    expect(await readN(db)).toBe(1);
    // Once the transaction committed, the other connection writes as usual.
    other.prepare("UPDATE counter SET n = n + 100 WHERE id = 1").run();
    expect(await readN(db)).toBe(101);
  });

  it("a rolled-back transaction releases the lock", async () => {
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("UPDATE counter SET n = 0 WHERE id = 1");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    other.prepare("UPDATE counter SET n = n + 1 WHERE id = 1").run();
    expect(await readN(db)).toBe(102);
  });
});
