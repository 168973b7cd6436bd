import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import { findJargon } from "~/domain/writing/jargon.server";
import { resumeDownload } from "~/domain/writing/resume-download.server";
import { deleteResume, generateResume, getResume, listResumes } from "~/domain/writing/resume.server";
import { createExperience, reorderExperience, updateExperience } from "~/domain/writing/resume-experience.server";
import { confirmSuggestion, listSuggestions } from "~/domain/writing/resume-suggestions.server";
import { getDb } from "~/lib/db.server";
import { useMigratedMysql } from "../fixtures/app-database";

// The resume builder on MariaDB: JSON sections, long text, the new source columns, owner-only reads.
describe("resumes on MariaDB", () => {
  useMigratedMysql();

  beforeAll(async () => {
    await syncPlanCatalog(getDb());
  });

  async function veteran(email: string, tier: string) {
    const user = await getDb().user.create({
      data: {
        emailVerifiedAt: new Date(),
        email,
        fullName: "Dana Brooks",
        veteranProfile: {
          create: {
            militaryBranch: "Navy",
            mosCode: "LS",
            militaryRank: "Petty Officer First Class",
            yearsOfService: 10,
            clearanceLevel: "Secret",
            skills: ["Inventory"],
          },
        },
        subscription: { create: { tier, status: "active" } },
      },
    });
    return user.id;
  }

  it("generates, lists, reads, downloads and deletes for the owner only", async () => {
    const owner = await veteran("navy.resume@example.com", "premium");
    const other = await veteran("other.resume@example.com", "elite");
    const created = await generateResume(owner, {
      template: "creative",
      job_target: "Supply Chain Manager",
      sections: { education: ["B.S. Logistics"], certifications: ["APICS CSCP"] },
    });
    expect(created).toMatchObject({ template: "creative", job_target: "Supply Chain Manager", source: "local" });
    expect(created.formatted_text).toContain("Dana Brooks");
    // The rank prints as given, in Military Service only.
    expect(created.formatted_text).toContain("Rank: Petty Officer First Class");
    expect(findJargon(created.formatted_text.replace("Petty Officer First Class", ""))).toEqual([]);

    const row = await getDb().resume.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.source).toBe("local");
    expect(row.fallbackReason).toBeNull();
    expect(row.sections).toMatchObject({
      version: 2,
      name: "Dana Brooks",
      certifications: [{ text: "APICS CSCP", source: "You entered this when generating" }],
    });

    expect((await listResumes(owner)).map((r) => r.id)).toEqual([created.id]);
    expect(await listResumes(other)).toEqual([]);
    expect((await getResume(owner, created.id)).sections?.education.map((item) => item.text)).toEqual(["B.S. Logistics"]);
    await expect(getResume(other, created.id)).rejects.toMatchObject({ status: 404 });

    const pdf = await resumeDownload(owner, created.id, "pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text).toContain("Dana Brooks");

    await expect(deleteResume(other, created.id)).rejects.toMatchObject({ status: 404 });
    await deleteResume(owner, created.id);
    expect(await getDb().resume.count({ where: { userId: owner } })).toBe(0);
  });

  it("keeps experience entries and ticked skills per veteran, in order, in JSON", async () => {
    const owner = await veteran("navy.entries@example.com", "pro");
    const other = await veteran("other.entries@example.com", "pro");
    const entry = {
      title: "Logistics Specialist",
      organization: "U.S. Navy",
      start_date: "2014-02",
      end_date: "Present",
      bullets: [{ text: "Managed a $40M parts inventory with zero losses", origin: "entered" as const }],
    };
    const a = await createExperience(owner, entry);
    const b = await createExperience(owner, { ...entry, title: "Supply Clerk", end_date: "2016" });
    expect(a.bullets).toEqual([{ text: "Managed a $40M parts inventory with zero losses.", origin: "entered" }]);
    expect((await reorderExperience(owner, [b.id, a.id])).map((e) => e.title)).toEqual(["Supply Clerk", "Logistics Specialist"]);
    await expect(updateExperience(other, a.id, entry)).rejects.toMatchObject({ status: 404 });
    const tool = (await listSuggestions(owner)).find((s) => s.kind === "skill");
    expect(tool).toBeDefined();
    await confirmSuggestion(owner, tool?.id ?? "", null, true);
    await confirmSuggestion(owner, tool?.id ?? "", null, true);
    expect(await getDb().resumeConfirmedSkill.count({ where: { userId: owner } })).toBe(1);
    const resume = await generateResume(owner, { template: "modern", job_target: null, sections: null });
    expect(resume.formatted_text).toContain(tool?.text ?? "?");
    expect(resume.formatted_text.indexOf("Supply Clerk")).toBeLessThan(
      resume.formatted_text.indexOf("Logistics Specialist — U.S. Navy"),
    );
  });

  it("refuses a free plan", async () => {
    const free = await veteran("free.resume@example.com", "free");
    await expect(generateResume(free, { template: "professional", job_target: null, sections: null })).rejects.toMatchObject({
      status: 403,
    });
  });
});
