import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, prepareConnection } from "~/lib/db.server";
import { setConfigEnv } from "../fixtures/config-env";

// The settings every SQLite connection of the server gets from its configuration.
describe("SQLite connection settings", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-sqlite-conn-"));
  const saved = { SQLITE_CACHE_MB: process.env.SQLITE_CACHE_MB, SQLITE_MMAP_MB: process.env.SQLITE_MMAP_MB };
  afterAll(() => {
    setConfigEnv(saved);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function settingsWith(env: Record<string, string | undefined>, name: string) {
    setConfigEnv(env);
    const url = `file:${path.join(dir, `${name}.db`)}`;
    const db = createDb(url);
    try {
      await prepareConnection(db, url);
      const read = async (pragma: string) => Number(Object.values((await db.$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${pragma}`))[0])[0]);
      return { mmapBytes: await read("mmap_size"), cacheKiB: await read("cache_size"), journal: await db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode") };
    } finally {
      await db.$disconnect();
    }
  }

  it("reads without a memory map and sizes the page cache as configured by default", async () => {
    const s = await settingsWith({ SQLITE_CACHE_MB: undefined, SQLITE_MMAP_MB: undefined }, "defaults");
    expect(s.mmapBytes).toBe(0);
    expect(s.cacheKiB).toBe(-128 * 1024);
    expect(s.journal[0].journal_mode).toBe("wal");
  });

  it("maps as much of the file as SQLITE_MMAP_MB says, and takes other cache sizes", async () => {
    expect((await settingsWith({ SQLITE_CACHE_MB: "16", SQLITE_MMAP_MB: "64" }, "sized")).mmapBytes).toBe(64 * 1024 * 1024);
    const largest = await settingsWith({ SQLITE_CACHE_MB: "16", SQLITE_MMAP_MB: "2047" }, "largest");
    expect(largest.mmapBytes).toBe(2047 * 1024 * 1024);
    expect(largest.cacheKiB).toBe(-16 * 1024);
  });
});
