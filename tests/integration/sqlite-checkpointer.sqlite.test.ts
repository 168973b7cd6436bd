import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbReady, getDb } from "~/lib/db.server";
import { startSqliteCheckpointer, type SqliteCheckpointer } from "../../server/sqlite-checkpointer";
import { pointAppAt } from "../fixtures/app-database";

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

// The server's commits never run a checkpoint (and its fsync) on the event loop; a thread does.
describe("SQLite checkpoints off the event loop", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-sqlite-ckpt-"));
  const file = path.join(dir, "app.db");
  const app = pointAppAt(`file:${file}`);
  let checkpointer: SqliteCheckpointer | null = null;

  beforeAll(async () => {
    await dbReady();
    await getDb().$executeRawUnsafe("CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
    checkpointer = await startSqliteCheckpointer(file);
  });
  afterAll(async () => {
    await checkpointer?.stop();
    await app.restore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("turns the connection's auto-checkpoint off and copies committed pages into the database file in the background", async () => {
    const db = getDb();
    const [setting] = await db.$queryRawUnsafe<Array<{ wal_autocheckpoint: bigint | number }>>("PRAGMA wal_autocheckpoint");
    expect(Number(setting.wal_autocheckpoint)).toBe(0);

    const sizeBefore = fs.statSync(file).size;
    // ~250 pages: far below SQLite's own 1,000-page threshold, so only the thread moves them.
    const body = "x".repeat(4000);
    await db.$transaction(async (tx) => {
      for (let i = 0; i < 250; i++) await tx.$executeRawUnsafe("INSERT INTO note (body) VALUES (?)", body);
    });
    expect(await until(() => fs.statSync(file).size > sizeBefore + 200 * 4096, 10_000)).toBe(true);
  });

  it("stops its thread on shutdown", async () => {
    await checkpointer!.stop();
    checkpointer = null;
  });
});
