import { describe, expect, it } from "vitest";
import { getDb, readRows } from "~/lib/db.server";
import { useMigratedSqlite } from "../fixtures/app-database";

// readRows runs reads straight on the ORM's SQLite connection: it must see what the ORM wrote,
// compare dates as the ORM stores them, and refuse to run anything but a read.
describe("readRows on SQLite", () => {
  useMigratedSqlite("read-rows");

  it("reads what the ORM wrote, with Date and boolean parameters compared as the ORM stores them", async () => {
    const db = getDb();
    const at = new Date("2026-03-01T12:00:00.000Z");
    const user = await db.user.create({
      data: {
        emailVerifiedAt: new Date(),
        email: "r@example.com",
        fullName: "Read Rows",
        createdAt: at,
        veteranProfile: { create: { verifiedStatus: true } },
      },
    });
    const exactly = await readRows<{ id: number; createdAt: string }>(
      "SELECT u.id AS id, u.createdAt AS createdAt FROM User u JOIN VeteranProfile vp ON vp.userId = u.id WHERE u.createdAt = ? AND vp.verifiedStatus = ?",
      at,
      true,
    );
    expect(await readRows("SELECT userId FROM VeteranProfile WHERE verifiedStatus = ?", false)).toEqual([]);
    expect(exactly.map((r) => Number(r.id))).toEqual([user.id]);
    expect(new Date(exactly[0].createdAt).getTime()).toBe(at.getTime());
    const later = await readRows("SELECT id FROM User WHERE createdAt > ?", new Date(at.getTime() + 1));
    expect(later).toEqual([]);

    // A write through the ORM after the statement was prepared is seen by the next read.
    await db.user.update({ where: { id: user.id }, data: { fullName: "Renamed" } });
    const [row] = await readRows<{ fullName: string }>("SELECT fullName FROM User WHERE id = ?", user.id);
    expect(row.fullName).toBe("Renamed");
  });

  it("gives each row as an object of its columns, whatever their names", async () => {
    const [row] = await readRows<Record<string, unknown>>(
      `SELECT 1 AS a, NULL AS "we""ird\\name", 'x' AS a2, 2 AS a, 5 AS "__proto__"`,
    );
    // A later column of the same name wins, as in the driver's own row objects.
    expect(Object.keys(row)).toEqual(["a", 'we"ird\\name', "a2", "__proto__"]);
    expect(Number(row.a)).toBe(2);
    expect(row['we"ird\\name']).toBeNull();
    expect(row.a2).toBe("x");
    // "__proto__" is a column like any other: an own property, and the row stays a plain object.
    expect(Number(Object.getOwnPropertyDescriptor(row, "__proto__")?.value)).toBe(5);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    // Each statement has its own columns: the same values under other names are other rows.
    const [other] = await readRows<Record<string, unknown>>("SELECT 2 AS b, 1 AS a");
    expect(Object.entries(other).map(([name, value]) => [name, Number(value)])).toEqual([
      ["b", 2],
      ["a", 1],
    ]);
  });

  it("refuses a statement that writes, and the data stays as it was", async () => {
    await expect(readRows("UPDATE User SET fullName = 'x'")).rejects.toThrow(/return rows only/);
    const names = await readRows<{ fullName: string }>("SELECT fullName FROM User");
    expect(names.map((n) => n.fullName)).not.toContain("x");
  });
});

// The server's own modules and the Remix build each hold a copy of db.server; the client is one per
// process (on globalThis), and each copy must reach its SQLite connection, not fall back to the ORM.
describe("a second copy of the database module", () => {
  useMigratedSqlite("read-rows-copy");

  it("finds the SQLite connection of the client the first copy created", async () => {
    const first = await import("~/lib/db.server");
    const second = (await import(/* @vite-ignore */ `${"../../remix-app/lib/db.server"}?second-copy`)) as typeof first;
    expect(second.getDb).not.toBe(first.getDb);
    const db = first.getDb();
    expect(second.getDb()).toBe(db);
    expect(first.sqliteWriteAccess(db)).toBeDefined();
    expect(second.sqliteWriteAccess(db)).toBeDefined();
  });
});
