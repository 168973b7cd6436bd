import { describe, expect, it } from "vitest";
import { countLabel, pluralWord } from "@shared/plural";
import { autoApplyRunMessage } from "@shared/auto-apply";

describe("count labels", () => {
  it("says 1 applicant, 0 and 2 applicants, and groups thousands", () => {
    expect(countLabel(1, "applicant")).toBe("1 applicant");
    expect(countLabel(0, "applicant")).toBe("0 applicants");
    expect(countLabel(2, "applicant")).toBe("2 applicants");
    expect(countLabel(1204, "employer")).toBe("1,204 employers");
    expect(countLabel(1, "person", "people")).toBe("1 person");
    expect(pluralWord(3, "person", "people")).toBe("people");
  });

  it("pluralises SPEC's auto-apply message by its counts", () => {
    expect(autoApplyRunMessage(1, 1)).toBe("Auto-apply complete! Created 1 application from 1 job evaluated.");
    expect(autoApplyRunMessage(3, 12)).toBe("Auto-apply complete! Created 3 applications from 12 jobs evaluated.");
  });
});
