import { describe, expect, it } from "vitest";
import { loadVeteranMatchProfile } from "../../remix-app/domain/matching/veteran-match-profile.server";
import { getDb } from "../../remix-app/lib/db.server";
import { createSession, resolveSessionToken } from "../../remix-app/lib/session.server";
import { useMigratedMysql } from "../fixtures/app-database";

// The reads every request makes are plain SQL (decision 009); they must read MariaDB's types
// (DATETIME, JSON, INT) the way they read SQLite's.
describe("session and match-profile reads on MariaDB", () => {
  useMigratedMysql();

  it("resolves a live session to its user, and nothing for revoked, expired or suspended ones", async () => {
    const db = getDb();
    const user = await db.user.create({ data: { email: "hot@example.com", fullName: "Hot Path", role: "employer" } });
    const { token } = await createSession(user.id, "api");
    const resolved = await resolveSessionToken(token);
    expect(resolved).toEqual({
      user: { id: user.id, email: "hot@example.com", fullName: "Hot Path", role: "employer", profilePicUrl: null },
      sessionId: expect.any(Number),
    });

    await db.session.update({ where: { id: resolved?.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resolveSessionToken(token)).toBeNull();

    const second = await createSession(user.id, "api");
    await db.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
    expect(await resolveSessionToken(second.token)).toBeNull();

    const third = await createSession(user.id, "api");
    await db.user.update({ where: { id: user.id }, data: { status: "suspended" } });
    expect(await resolveSessionToken(third.token)).toBeNull();
    expect(await resolveSessionToken("no-such-token")).toBeNull();
  });

  it("reads the veteran's match profile with JSON lists and the auto-apply minimum salary", async () => {
    const db = getDb();
    const user = await db.user.create({
      data: {
        email: "match@example.com",
        fullName: "Match Me",
        veteranProfile: {
          create: {
            militaryBranch: "Army",
            mosCode: "25B",
            militaryRank: "SSG",
            yearsOfService: 8,
            clearanceLevel: "Secret",
            skills: ["help desk", "networking"],
            desiredRoles: ["IT Support"],
            location: "Austin, TX",
          },
        },
        autoApplySettings: { create: { minSalary: 65000 } },
      },
    });
    expect(await loadVeteranMatchProfile(user.id)).toEqual({
      branch: "Army",
      code: "25B",
      rank: "SSG",
      yearsOfService: 8,
      clearance: "Secret",
      skills: ["help desk", "networking"],
      desiredRoles: ["IT Support"],
      industries: [],
      location: "Austin, TX",
      minSalary: 65000,
    });
    const bare = await db.user.create({ data: { email: "bare@example.com", fullName: "No Profile" } });
    expect(await loadVeteranMatchProfile(bare.id)).toBeNull();
  });
});
