import { afterAll, beforeAll, expect, it } from "vitest";
import { talentSearchSchema } from "@shared/schemas/talent-search";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import { allowanceFor } from "~/domain/billing/allowances.server";
import { claimProfileRead, searchVeterans } from "~/domain/employers/talent-search.server";
import { getDb } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";

// The talent search's portable SQL (CONCAT_WS, CAST(json AS CHAR), backticks) on MariaDB.
const database = testDatabase();
let appDatabase: { restore(): Promise<void> } | undefined;
let employerId = 0;

beforeAll(async () => {
  await applyPendingMigrations(database.url);
  appDatabase = pointAppAt(database.url);
  const db = getDb();
  await syncPlanCatalog(db);
  const employer = await db.user.create({
    data: { emailVerifiedAt: new Date(), email: "hr@example.com", fullName: "HR", role: "employer" },
  });
  employerId = employer.id;
  await db.employerProfile.create({
    data: {
      userId: employerId,
      companyName: "Co",
      contactPerson: "C",
      jobTitle: "HR",
      companySize: "11-50",
      industry: "Defense",
      businessAddress: "1 St",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      hiringVolumeAnnually: "6-25",
      currentlyEmployVeterans: "Yes",
      securityClearanceRequired: "None",
      approvalStatus: "approved",
      planId: "growth",
    },
  });
  for (const [email, profile] of [
    [
      "army@example.com",
      {
        militaryBranch: "Army",
        mosCode: "25B",
        clearanceLevel: "Top Secret",
        yearsOfService: 8,
        skills: ["Networking"],
        headline: "Network engineer",
        verifiedStatus: true,
      },
    ],
    [
      "navy@example.com",
      {
        militaryBranch: "Navy",
        mosCode: "LS",
        clearanceLevel: "Secret",
        yearsOfService: 4,
        skills: ["Supply Chain"],
        headline: null,
        verifiedStatus: false,
      },
    ],
  ] as const) {
    await db.user.create({
      data: {
        emailVerifiedAt: new Date(),
        email,
        fullName: email,
        role: "veteran",
        veteranProfile: { create: { ...profile, skills: [...profile.skills] } },
      },
    });
  }
});

afterAll(async () => {
  await appDatabase?.restore();
  await database.drop();
});

const emails = async (params: Record<string, string>) => {
  const result = await searchVeterans(employerId, talentSearchSchema.parse(params));
  return result.veterans.map((v) => v.full_name).sort();
};

it("filters the same way on MariaDB", async () => {
  expect(await emails({ mos_code: "25b" })).toEqual(["army@example.com"]);
  expect(await emails({ skills: "supply chain" })).toEqual(["navy@example.com"]);
  expect(await emails({ q: "network" })).toEqual(["army@example.com"]);
  expect(await emails({ q: "engineer" })).toEqual(["army@example.com"]);
  expect(await emails({ q: "network engineer" })).toEqual(["army@example.com"]);
  expect(await emails({ clearance: "Secret" })).toEqual(["army@example.com", "navy@example.com"]);
  expect(await emails({ min_years: "5" })).toEqual(["army@example.com"]);
  expect(await emails({ verified_only: "true" })).toEqual(["army@example.com"]);
});

it("counts the same search once across pages and spellings on MariaDB", async () => {
  const before = await getDb().talentSearch.count({ where: { employerId } });
  await searchVeterans(employerId, talentSearchSchema.parse({ q: "Logistics  Lead", skills: "SAP, Excel" }));
  await searchVeterans(employerId, talentSearchSchema.parse({ q: "logistics lead", skills: "excel,sap", skip: "20" }));
  await searchVeterans(employerId, talentSearchSchema.parse({ q: "logistics", skip: "1" }));
  expect(await getDb().talentSearch.count({ where: { employerId } })).toBe(before + 2);
});

it("records who a search showed and counts profile reads outside it on MariaDB", async () => {
  const db = getDb();
  const month = new Date().toISOString().slice(0, 7);
  const shown = await searchVeterans(employerId, talentSearchSchema.parse({ mos_code: "25b" }));
  await searchVeterans(employerId, talentSearchSchema.parse({ mos_code: "25b" })); // shown again: one row
  const armyId = shown.veterans[0].user_id;
  expect(await db.talentSearchResult.count({ where: { employerId, month, veteranId: armyId } })).toBe(1);
  const navy = await db.user.findUniqueOrThrow({ where: { email: "navy@example.com" } });
  await db.talentSearchResult.deleteMany({ where: { employerId, veteranId: navy.id } });
  const before = (await allowanceFor(db, employerId, "talent-search")).used;
  await claimProfileRead(employerId, armyId, true); // shown: free
  await claimProfileRead(employerId, navy.id, true); // not shown: one search
  await claimProfileRead(employerId, navy.id, true); // already opened this month: free
  expect((await allowanceFor(db, employerId, "talent-search")).used).toBe(before + 1);
  expect(
    await db.talentView.findMany({
      where: { employerId },
      select: { veteranId: true, counted: true },
      orderBy: { veteranId: "asc" },
    }),
  ).toEqual(
    [
      { veteranId: armyId, counted: false },
      { veteranId: navy.id, counted: true },
    ].sort((a, b) => a.veteranId - b.veteranId),
  );
});
