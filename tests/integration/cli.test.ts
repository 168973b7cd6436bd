import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "~/lib/db.server";
import { verifyPassword } from "~/lib/password.server";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const run = promisify(execFile);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

describe("CLI", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-cli-"));
  const databaseUrl = `file:${path.join(dir, "app.db")}`;
  let db: Db;

  async function cli(...args: string[]): Promise<CliResult> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dir, NODE_ENV: "test" };
    try {
      const { stdout, stderr } = await run(tsx, ["cli/main.ts", ...args], { cwd: root, env, maxBuffer: 32 * 1024 * 1024 });
      return { code: 0, stdout, stderr };
    } catch (e) {
      const failure = e as { code?: number; stdout?: string; stderr?: string };
      return { code: failure.code ?? -1, stdout: failure.stdout ?? "", stderr: failure.stderr ?? "" };
    }
  }

  beforeAll(() => {
    db = createDb(databaseUrl);
  });

  afterAll(async () => {
    await db.$disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("prints usage and fails on an unknown command", async () => {
    const result = await cli("launch-rockets");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain('Unknown command "launch-rockets"');
    expect(result.stderr).toContain("create-admin --email EMAIL --password PASSWORD");
  });

  it("migrates a fresh database and creates an admin, printing only its own output", async () => {
    const created = await cli("create-admin", "--email", "Ops@Example.com", "--password", "correct-horse", "--name", "Ops Lead");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created admin ops@example\.com \(id \d+\)\n$/);
    const admin = await db.user.findUnique({
      where: { email: "ops@example.com" },
      include: { veteranProfile: true, subscription: true },
    });
    expect(admin).toMatchObject({ role: "admin", fullName: "Ops Lead", veteranProfile: null, subscription: null });
  });

  it("refuses a duplicate email and invalid input with clear messages", async () => {
    const duplicate = await cli("create-admin", "--email", "ops@example.com", "--password", "another-password");
    expect(duplicate.code).toBe(1);
    expect(duplicate.stdout).toBe("");
    expect(duplicate.stderr).toContain("An account with the email ops@example.com already exists");

    const short = await cli("create-admin", "--email", "short@example.com", "--password", "1234567");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("Password must be at least 8 characters");

    const badEmail = await cli("create-admin", "--email", "not-an-email", "--password", "long-enough-1");
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toContain("Enter a valid email address");

    const missing = await cli("create-admin", "--password", "long-enough-1");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Missing required option --email");
  });

  it("seeds the demo data into a database without users", async () => {
    await db.user.deleteMany({});
    const seeded = await cli("seed");
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain("Demo logins (password Demo1234!, except the admin's)");
    // The admin's password is random, printed this once, and the published one does not open it.
    const adminPassword = /admin@vets\.local\s+password (\S+) \(shown only this once\)/.exec(seeded.stdout)?.[1] ?? "";
    expect(adminPassword).toMatch(/^[A-Za-z0-9]{18}$/);
    const hashOf = async (email: string) =>
      (await db.credential.findFirstOrThrow({ where: { user: { email } } })).passwordHash;
    expect(await verifyPassword(adminPassword, await hashOf("admin@vets.local"))).toBe(true);
    expect(await verifyPassword("Demo1234!", await hashOf("admin@vets.local"))).toBe(false);
    expect(await verifyPassword("Demo1234!", await hashOf("veteran@vets.local"))).toBe(true);

    expect(await db.user.count({ where: { role: "admin" } })).toBe(1);
    // The three demo logins plus the six community members of the demo feed.
    expect(await db.user.count({ where: { role: "veteran" } })).toBe(3 + 6);
    expect(await db.user.count({ where: { role: "employer" } })).toBe(2);
    expect(await db.job.count()).toBe(200);
    // Demo jobs claim no real board: every one is the platform's own, the unowned ones marked demo.
    const sources = await db.job.groupBy({ by: ["source"], _count: true });
    expect(sources.map((s) => s.source)).toEqual(["employer"]);
    expect(await db.job.count({ where: { employerId: null, NOT: { externalId: { startsWith: "demo-" } } } })).toBe(0);

    const approved = await db.employerProfile.findFirstOrThrow({ where: { approvalStatus: "approved" } });
    expect(approved.companyName).toBe("Patriot Logistics Group");
    expect(await db.job.count({ where: { employerId: { not: null, notIn: [approved.userId] } } })).toBe(0);
    expect(await db.employerProfile.count({ where: { approvalStatus: "pending" } })).toBe(1);

    const tiers = await db.subscription.findMany({
      where: { user: { email: { in: ["veteran@vets.local", "navy.veteran@vets.local", "marine.veteran@vets.local"] } } },
      select: { tier: true, status: true },
      orderBy: { tier: "asc" },
    });
    expect(tiers).toEqual([
      { tier: "free_trial", status: "trialing" },
      { tier: "premium", status: "active" },
      { tier: "pro", status: "active" },
    ]);
    expect(await db.application.count()).toBeGreaterThanOrEqual(6);

    const again = await cli("seed");
    expect(again.code).toBe(0);
    expect(await db.user.count()).toBe(6 + 6);
    expect(await db.job.count()).toBe(200);
  }, 180_000);

  it("sets a new password for an existing admin with create-admin --reset, and only for an admin", async () => {
    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@vets.local" } });
    await db.session.create({ data: { tokenHash: "reset-test", userId: admin.id, expiresAt: new Date(Date.now() + 86_400_000) } });
    const reset = await cli("create-admin", "--email", "Admin@Vets.local", "--password", "a-new-long-secret", "--reset");
    expect(reset.code).toBe(0);
    expect(reset.stdout).toBe(`New password set for admin admin@vets.local (id ${admin.id}); their sessions were signed out\n`);
    const hash = (await db.credential.findUniqueOrThrow({ where: { userId: admin.id } })).passwordHash;
    expect(await verifyPassword("a-new-long-secret", hash)).toBe(true);
    expect((await db.session.findUniqueOrThrow({ where: { tokenHash: "reset-test" } })).revokedAt).not.toBeNull();
    expect(await db.user.count({ where: { email: "admin@vets.local" } })).toBe(1);

    const veteran = await cli("create-admin", "--email", "veteran@vets.local", "--password", "a-new-long-secret", "--reset");
    expect(veteran.code).toBe(1);
    expect(veteran.stderr).toContain("No admin account with the email veteran@vets.local");
    const vetHash = (await db.credential.findFirstOrThrow({ where: { user: { email: "veteran@vets.local" } } })).passwordHash;
    expect(await verifyPassword("Demo1234!", vetHash)).toBe(true);

    const short = await cli("create-admin", "--email", "admin@vets.local", "--password", "short", "--reset");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("Password must be at least 8 characters");
  }, 180_000);

  it("exports a user's data without any secret", async () => {
    const out = path.join(dir, "export", "veteran.json");
    const result = await cli("export", "--email", "veteran@vets.local", "--out", out);
    expect(result.code).toBe(0);
    const text = fs.readFileSync(out, "utf8");
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data.account).toMatchObject({ email: "veteran@vets.local", role: "veteran" });
    expect(data.veteran_profile).toMatchObject({ mos_code: "25B", military_branch: "Army" });
    expect((data.applications as unknown[]).length).toBeGreaterThan(0);

    const keys: string[] = [];
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) {
          keys.push(key);
          collect(inner);
        }
      }
    };
    collect(data);
    for (const forbidden of [/password_?hash/i, /token_?hash/i, /code_?hash/i, /^credential$/i, /checkout_?session/i]) {
      expect(keys.filter((key) => forbidden.test(key))).toEqual([]);
    }
    const credential = await db.credential.findFirstOrThrow({ where: { user: { email: "veteran@vets.local" } } });
    expect(text).not.toContain(credential.passwordHash);
  });

  it("prints the latest email to an address from the outbox", async () => {
    const none = await cli("outbox", "--to", "nobody@example.com");
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("No email to nobody@example.com in the outbox");

    await db.emailOutbox.create({
      data: { to: "veteran@vets.local", subject: "Older", text: "old text", createdAt: new Date(Date.now() - 60_000) },
    });
    await db.emailOutbox.create({
      data: {
        to: "veteran@vets.local",
        subject: "Your verification code",
        text: "Your code is 123456.\nIt expires in 5 minutes.",
      },
    });
    const result = await cli("outbox", "--to", "Veteran@Vets.local");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("To: veteran@vets.local");
    expect(result.stdout).toContain("Subject: Your verification code");
    expect(result.stdout).toMatch(/Date: \d{4}-\d{2}-\d{2}T/);
    expect(result.stdout).toContain("Your code is 123456.\nIt expires in 5 minutes.");
  });

  it("adds bulk volumes with progress on stderr only", async () => {
    const result = await cli("seed", "--jobs", "1500", "--veterans", "40", "--employers", "5");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Bulk data: 1500 jobs, 40 veterans, 5 employers in [\d.]+s/);
    expect(result.stderr).toContain("jobs: done");
    expect(await db.job.count()).toBe(1700);
    expect(await db.user.count({ where: { email: { endsWith: "@bulk.vets.local" } } })).toBe(45);
    expect(await db.veteranProfile.count()).toBe(49);
    expect(await db.subscription.count()).toBe(49);

    const bad = await cli("seed", "--jobs", "many");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("--jobs must be a whole number");
  });

  it("reports an up-to-date database on migrate", async () => {
    const result = await cli("migrate");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("no migrations to apply");
  });
});
