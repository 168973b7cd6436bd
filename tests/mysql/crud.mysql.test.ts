import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/lib/db.server";
import { createDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { testDatabase } from "../fixtures/mysql-database";

describe("Prisma's MySQL client on the migrated MariaDB", () => {
  const database = testDatabase();
  let db: Db;

  beforeAll(async () => {
    await applyPendingMigrations(database.url);
    db = createDb(database.url);
  });

  afterAll(async () => {
    await db?.$disconnect();
    await database.drop();
  });

  it("creates, reads, updates and deletes with relations, JSON and UTC times", async () => {
    const expiresAt = new Date("2031-02-03T04:05:06.789Z");
    const user = await db.user.create({
      data: {
        emailVerifiedAt: new Date(),
        email: "crud@example.com",
        fullName: "Dana Crud",
        veteranProfile: { create: { militaryBranch: "Army", skills: ["logistics", "leadership"], bio: "b".repeat(5000) } },
        sessions: { create: { tokenHash: "a".repeat(64), expiresAt } },
      },
      include: { veteranProfile: true, sessions: true },
    });
    expect(user.role).toBe("veteran");
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.veteranProfile?.skills).toEqual(["logistics", "leadership"]);
    expect(user.veteranProfile?.bio).toHaveLength(5000);
    expect(user.sessions[0].expiresAt.toISOString()).toBe(expiresAt.toISOString());

    const updated = await db.user.update({ where: { id: user.id }, data: { status: "suspended" } });
    expect(updated.status).toBe("suspended");
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(user.updatedAt.getTime());

    await db.user.delete({ where: { id: user.id } });
    expect(await db.veteranProfile.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("stores long job descriptions and composite keys", async () => {
    const employer = await db.user.create({
      data: { emailVerifiedAt: new Date(), email: "emp@example.com", fullName: "Emp Loyer", role: "employer" },
    });
    const description = "Lead maintenance crews. ".repeat(2000);
    const job = await db.job.create({
      data: { title: "Maintenance Lead", company: "Acme", description, employerId: employer.id, tags: ["a"] },
    });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).description).toBe(description);

    const other = await db.user.create({
      data: { emailVerifiedAt: new Date(), email: "follower@example.com", fullName: "Fol Lower" },
    });
    await db.follow.create({ data: { followerId: other.id, followeeId: employer.id } });
    const follow = await db.follow.findUnique({
      where: { followerId_followeeId: { followerId: other.id, followeeId: employer.id } },
    });
    expect(follow).not.toBeNull();

    await db.user.delete({ where: { id: employer.id } });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).employerId).toBeNull(); // ON DELETE SET NULL
    expect(await db.follow.count()).toBe(0); // ON DELETE CASCADE
  });

  it("reports unique violations as P2002", async () => {
    await db.user.create({ data: { emailVerifiedAt: new Date(), email: "dup@example.com", fullName: "One" } });
    await expect(
      db.user.create({ data: { emailVerifiedAt: new Date(), email: "dup@example.com", fullName: "Two" } }),
    ).rejects.toMatchObject({
      code: "P2002",
    });
  });

  it("rolls back a failed interactive transaction completely", async () => {
    const before = await db.user.count();
    await expect(
      db.$transaction(async (tx) => {
        const user = await tx.user.create({ data: { emailVerifiedAt: new Date(), email: "tx@example.com", fullName: "Tx" } });
        await tx.notification.create({ data: { userId: user.id, type: "system", title: "hello" } });
        throw new Error("abort on purpose");
      }),
    ).rejects.toThrow("abort on purpose");
    expect(await db.user.count()).toBe(before);
    expect(await db.notification.count()).toBe(0);
  });

  it("rolls back a batch transaction when one statement fails", async () => {
    const before = await db.user.count();
    await expect(
      db.$transaction([
        db.user.create({ data: { emailVerifiedAt: new Date(), email: "batch@example.com", fullName: "Batch" } }),
        db.user.create({ data: { emailVerifiedAt: new Date(), email: "dup@example.com", fullName: "Duplicate" } }),
      ]),
    ).rejects.toMatchObject({ code: "P2002" });
    expect(await db.user.count()).toBe(before);
  });

  it("connects over the server's Unix socket when the URL names one (?socket=), for migrations and queries", async () => {
    const [{ socket }] = await db.$queryRawUnsafe<{ socket: string }[]>("SELECT @@socket AS socket");
    // Port 1 refuses TCP: the URL works only if the socket is used.
    const url = new URL(database.url);
    url.hostname = "127.0.0.1";
    url.port = "1";
    url.searchParams.set("socket", socket);
    expect(await applyPendingMigrations(url.toString())).toMatchObject({ applied: [] });
    const overSocket = createDb(url.toString());
    try {
      const rows = await overSocket.$queryRawUnsafe<{ host: string }[]>(
        "SELECT HOST AS host FROM information_schema.PROCESSLIST WHERE ID = CONNECTION_ID()",
      );
      expect(rows[0].host).toBe("localhost");
      expect(await overSocket.user.count()).toBe(await db.user.count());
    } finally {
      await overSocket.$disconnect();
    }
  });
});
