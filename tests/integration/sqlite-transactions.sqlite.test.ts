import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, dbReady, prepareConnection, readRows, type Db } from "~/lib/db.server";
import { pointAppAt } from "../fixtures/app-database";

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

/** Resolves "settled" when `work` settles within `ms`, else "still waiting": a hang shows as a failure, not a stuck run. */
const settlesWithin = (work: Promise<unknown>, ms: number) =>
  Promise.race([
    work.then(
      () => "settled",
      () => "settled",
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve("still waiting"), ms)),
  ]);

// One process's connection: the ORM's transactions, its plain queries and readRows share it.
describe("SQLite transactions on one connection", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-sqlite-gate-"));
  const file = path.join(dir, "app.db");
  const url = `file:${file}`;
  let db: Db;
  let other: Database.Database;
  let app: { restore(): Promise<void> } | undefined;

  beforeAll(async () => {
    // A short busy timeout: a BEGIN that finds the write lock taken fails in 50 ms, not 10 s.
    db = createDb(url, { sqliteBusyTimeoutMs: 50 });
    await prepareConnection(db, url);
    await db.$executeRawUnsafe("CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)");
    await db.$executeRawUnsafe("INSERT INTO counter (id, n) VALUES (1, 0)");
    other = new Database(file, { timeout: 0 });
  });
  afterAll(async () => {
    other?.close();
    await db?.$disconnect();
    await app?.restore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const readN = async (id: number) =>
    (await db.$queryRawUnsafe<{ n: bigint | number }[]>("SELECT n FROM counter WHERE id = ?", id)).map((r) => Number(r.n))[0];

  /** An ORM transaction on `client` that writes, then stays open until `finish` is called, then rolls back. */
  function openTransaction(client: Db = db) {
    let finish!: () => void;
    let opened!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const done = client.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("UPDATE counter SET n = 500 WHERE id = 1");
      opened();
      await finished;
      throw new Error("rolled back");
    });
    return { isOpen, finish, done };
  }

  it("a BEGIN that finds another process's write lock fails, and the next transaction still runs", async () => {
    other.exec("BEGIN IMMEDIATE");
    try {
      await expect(
        db.$transaction(async (tx) => tx.$executeRawUnsafe("UPDATE counter SET n = 1 WHERE id = 1")),
      ).rejects.toThrow();
    } finally {
      other.exec("COMMIT");
    }
    // The adapter as shipped kept its lock after the failed BEGIN: this one waited for ever.
    const next = db.$transaction(async (tx) => tx.$executeRawUnsafe("UPDATE counter SET n = 2 WHERE id = 1"));
    expect(await settlesWithin(next, 3000)).toBe("settled");
    await next;
    expect(await readN(1)).toBe(2);
  });

  it("while another process holds the write lock, a transaction waits without stopping the event loop", async () => {
    const patient = createDb(url, { sqliteBusyTimeoutMs: 5000 });
    await prepareConnection(patient, url);
    try {
      other.exec("BEGIN IMMEDIATE");
      const waiting = patient.$transaction(async (tx) => tx.$executeRawUnsafe("UPDATE counter SET n = n + 1 WHERE id = 1"));
      // SQLite's busy handler slept the thread: this timer (and every request) waited with it, and
      // the other connection, on the same thread here, could not commit until the 5 s were up.
      await new Promise<void>((resolve) => setTimeout(resolve, 20));
      other.exec("COMMIT");
      expect(await settlesWithin(waiting, 3000)).toBe("settled");
      await waiting;
      expect(await readN(1)).toBe(3);
      await patient.$executeRawUnsafe("UPDATE counter SET n = 2 WHERE id = 1");
    } finally {
      if (other.inTransaction) other.exec("ROLLBACK");
      await patient.$disconnect();
    }
  });

  it("a plain write while another transaction is open waits for it, and is not undone by its rollback", async () => {
    const open = openTransaction();
    await open.isOpen;
    const outside = db.$executeRawUnsafe("INSERT INTO counter (id, n) VALUES (2, 7)");
    // Before the fix the insert ran inside the open transaction at once; now it waits for its end.
    expect(await settlesWithin(outside, 100)).toBe("still waiting");
    open.finish();
    await expect(open.done).rejects.toThrow("rolled back");
    await outside;
    expect(await readN(2)).toBe(7);
    expect(await readN(1)).toBe(2);
  });

  it("readRows outside a transaction does not see its uncommitted writes", async () => {
    app = pointAppAt(url);
    // The app's own client (readRows runs on its connection), not the one the other tests use.
    const open = openTransaction(await dbReady());
    await open.isOpen;
    const read = readRows<{ n: number }>("SELECT n FROM counter WHERE id = 1");
    expect(await settlesWithin(read, 100)).toBe("still waiting");
    open.finish();
    await expect(open.done).rejects.toThrow("rolled back");
    expect((await read).map((r) => Number(r.n))).toEqual([2]);
  });
});
