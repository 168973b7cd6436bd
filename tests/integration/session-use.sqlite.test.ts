import { describe, expect, it } from "vitest";
import { getDb } from "../../remix-app/lib/db.server";
import { createSession, hashToken, resolveSessionToken } from "../../remix-app/lib/session.server";
import { flushSessionUses } from "../../remix-app/lib/session-use.server";
import { useMigratedSqlite } from "../fixtures/app-database";

// A session's use is written in a batch with the others of the same second, not by the request.
describe("recording session uses", () => {
  useMigratedSqlite("session-use");

  it("writes the uses of many sessions and their users together, once per session a minute", async () => {
    const db = getDb();
    const longAgo = new Date(Date.now() - 3_600_000);
    const users = await Promise.all(
      ["a", "b", "c"].map((n) => db.user.create({ data: { email: `${n}@example.com`, fullName: n.toUpperCase(), lastActiveAt: longAgo } })),
    );
    const sessions = await Promise.all(users.map((u) => createSession(u.id, "api")));
    const second = await createSession(users[0].id, "api");
    await db.session.updateMany({ data: { lastSeenAt: longAgo } });

    const before = Date.now();
    for (const s of [...sessions, second, sessions[0]]) expect(await resolveSessionToken(s.token)).not.toBeNull();
    // Not written by the requests themselves.
    expect(await db.session.count({ where: { lastSeenAt: { gt: longAgo } } })).toBe(0);

    await flushSessionUses();
    const seen = await db.session.findMany({ select: { lastSeenAt: true } });
    expect(seen).toHaveLength(4);
    for (const s of seen) expect(s.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before);
    const active = await db.user.findMany({ select: { lastActiveAt: true } });
    for (const u of active) expect(u.lastActiveAt?.getTime() ?? 0).toBeGreaterThanOrEqual(before);

    // Used again within the minute of its last recorded use: nothing is written.
    const recent = new Date(Date.now() - 30_000);
    await db.session.updateMany({ data: { lastSeenAt: recent } });
    await resolveSessionToken(sessions[1].token);
    await flushSessionUses();
    expect((await db.session.findUniqueOrThrow({ where: { tokenHash: hashToken(sessions[1].token) }, select: { lastSeenAt: true } })).lastSeenAt).toEqual(recent);
  });

  it("a flush from the server's copy of the module writes the uses the Remix build's copy recorded", async () => {
    const db = getDb();
    const longAgo = new Date(Date.now() - 3_600_000);
    const user = await db.user.create({ data: { email: "copy@example.com", fullName: "Copy", lastActiveAt: longAgo } });
    const session = await createSession(user.id, "api");
    await db.session.updateMany({ where: { userId: user.id }, data: { lastSeenAt: longAgo } });
    const buildCopy = (await import(/* @vite-ignore */ `${"../../remix-app/lib/session-use.server"}?build-copy`)) as typeof import("../../remix-app/lib/session-use.server");
    expect(buildCopy.recordSessionUse).not.toBe((await import("../../remix-app/lib/session-use.server")).recordSessionUse);

    const row = await db.session.findUniqueOrThrow({ where: { tokenHash: hashToken(session.token) }, select: { id: true } });
    buildCopy.recordSessionUse(row.id, user.id, new Date());
    await flushSessionUses();
    const { lastSeenAt } = await db.session.findUniqueOrThrow({ where: { id: row.id }, select: { lastSeenAt: true } });
    expect(lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime());
  });
});
