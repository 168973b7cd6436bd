import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import { findJargon } from "~/domain/writing/jargon.server";
import { resumeDownload } from "~/domain/writing/resume-download.server";
import { deleteResume, generateResume, getResume, listResumes } from "~/domain/writing/resume.server";
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
        email,
        fullName: "Dana Brooks",
        veteranProfile: {
          create: { militaryBranch: "Navy", mosCode: "LS", militaryRank: "Petty Officer First Class", yearsOfService: 10, clearanceLevel: "Secret", skills: ["Inventory"] },
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
    expect(findJargon(created.formatted_text)).toEqual([]);

    const row = await getDb().resume.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.source).toBe("local");
    expect(row.fallbackReason).toBeNull();
    expect(row.sections).toMatchObject({ name: "Dana Brooks", certifications: ["APICS CSCP"] });

    expect((await listResumes(owner)).map((r) => r.id)).toEqual([created.id]);
    expect(await listResumes(other)).toEqual([]);
    expect((await getResume(owner, created.id)).sections?.education).toEqual(["B.S. Logistics"]);
    await expect(getResume(other, created.id)).rejects.toMatchObject({ status: 404 });

    const pdf = await resumeDownload(owner, created.id, "pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text).toContain("Dana Brooks");

    await expect(deleteResume(other, created.id)).rejects.toMatchObject({ status: 404 });
    await deleteResume(owner, created.id);
    expect(await getDb().resume.count({ where: { userId: owner } })).toBe(0);
  });

  it("refuses a free plan", async () => {
    const free = await veteran("free.resume@example.com", "free");
    await expect(generateResume(free, { template: "professional", job_target: null, sections: null })).rejects.toMatchObject({ status: 403 });
  });
});
