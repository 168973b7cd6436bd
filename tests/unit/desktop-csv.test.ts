import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv } from "@shared/csv";

describe("CSV export", () => {
  it("quotes what needs quoting and keeps formulas as text", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe("-5"); // numbers are numbers
    expect(csvCell(null)).toBe("");
  });

  it("writes a header and rows with CRLF and a UTF-8 BOM", () => {
    expect(toCsv(["Name", "Fit"], [["Ana Núñez", 91], ["Bo", null]])).toBe("\uFEFFName,Fit\r\nAna Núñez,91\r\nBo,\r\n");
    expect(csvFileName("pipeline", new Date("2026-11-24T10:00:00Z"))).toBe("pipeline-2026-11-24.csv");
  });
});
