import { describe, expect, it } from "vitest";
import { deepLinkFromArgv, parseDeepLink } from "../../desktop/main/deep-link";

describe("vetcareer:// deep links", () => {
  it.each([
    ["vetcareer://thread/42", "/inbox?thread=42"],
    ["vetcareer://thread/42/", "/inbox?thread=42"],
    ["VETCAREER://thread/7", "/inbox?thread=7"],
    ["vetcareer://applicant/7", "/employer/pipeline?application=7"],
  ])("%s → %s", (link, path) => {
    expect(parseDeepLink(link)).toBe(path);
  });

  it.each([
    "vetcareer://thread/0",
    "vetcareer://thread/-1",
    "vetcareer://thread/01",
    "vetcareer://thread/1e3",
    "vetcareer://thread/99999999999",
    "vetcareer://thread/abc",
    "vetcareer://thread/1/2",
    "vetcareer://thread",
    "vetcareer://thread/1?next=https://evil.com",
    "vetcareer://thread/1#x",
    "vetcareer://user:pw@thread/1",
    "vetcareer://thread:80/1",
    "vetcareer://admin/1",
    "vetcareer://../admin",
    "vetcareer:thread/1",
    "http://thread/1",
    "javascript:alert(1)",
    "vetcareer://thread/%2e%2e",
    `vetcareer://thread/${"1".repeat(300)}`,
    "",
  ])("ignores %s", (link) => {
    expect(parseDeepLink(link)).toBeNull();
  });

  it("finds the link among a second instance's arguments", () => {
    expect(deepLinkFromArgv(["/opt/VetCareer/vetcareer", "--no-sandbox", "vetcareer://applicant/12"])).toBe("/employer/pipeline?application=12");
    expect(deepLinkFromArgv(["/opt/VetCareer/vetcareer", "--flag"])).toBeNull();
    expect(deepLinkFromArgv(["app", "vetcareer://evil/1"])).toBeNull();
  });
});
