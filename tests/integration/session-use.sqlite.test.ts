import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createSession, hashToken } from "~/lib/session.server";
import { flushSessionUses } from "~/lib/session-use.server";
import { useMigratedSqlite } from "../fixtures/app-database";
import { sessionUseCases } from "../fixtures/session-use-cases";

// A session's use is written in a batch with the others of the same second, not by the request.
describe("recording session uses", () => {
  useMigratedSqlite("session-use");

  sessionUseCases();

  it("a flush from the server's copy of the module writes the uses the Remix build's copy recorded", async () => {
    const db = getDb();
    const longAgo = new Date(Date.now() - 3_600_000);
    const user = await db.user.create({
      data: { emailVerifiedAt: new Date(), email: "copy@example.com", fullName: "Copy", lastActiveAt: longAgo },
    });
    const session = await createSession(user.id, "api");
    await db.session.updateMany({ where: { userId: user.id }, data: { lastSeenAt: longAgo } });
    const buildCopy = (await import(
      /* @vite-ignore */ `${"../../remix-app/lib/session-use.server"}?build-copy`
    )) as typeof import("~/lib/session-use.server");
    expect(buildCopy.recordSessionUse).not.toBe((await import("~/lib/session-use.server")).recordSessionUse);

    const row = await db.session.findUniqueOrThrow({ where: { tokenHash: hashToken(session.token) }, select: { id: true } });
    buildCopy.recordSessionUse(row.id, user.id, new Date());
    await flushSessionUses();
    const { lastSeenAt } = await db.session.findUniqueOrThrow({ where: { id: row.id }, select: { lastSeenAt: true } });
    expect(lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime());
  });
});
