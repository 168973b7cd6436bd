import { describe, expect, it } from "vitest";
import { emailMatchesWebsite, isDomainVerified, registeredDomain, websiteHost } from "~/domain/verification/domain-verification.server";

// Issue 54 item 8: "Domain verified" when the employer's proven work email is at the company website's domain.
describe("domain verification of employers", () => {
  it.each([
    ["dana@acme.com", "https://www.acme.com"],
    ["dana@acme.com", "acme.com"],
    ["dana@ACME.com", "https://acme.com/careers?x=1"],
    ["dana@hr.acme.com", "https://careers.acme.com"],
    ["dana@acme.co.uk", "https://www.acme.co.uk"],
  ])("%s matches %s", (email, website) => {
    expect(emailMatchesWebsite(email, website)).toBe(true);
  });

  it.each([
    ["dana@gmail.com", "https://gmail.com"],
    ["acme.hiring@gmail.com", "https://acme.com"],
    ["dana@acme-jobs.com", "https://acme.com"],
    ["dana@acme.com.evil.io", "https://acme.com"],
    ["dana@other.co.uk", "https://acme.co.uk"],
    ["dana@acme.com", null],
    ["dana@acme.com", "javascript:alert(1)"],
    ["dana@acme.com", "https://10.0.0.1"],
    ["not-an-email", "https://acme.com"],
  ])("%s does not match %s", (email, website) => {
    expect(emailMatchesWebsite(email, website)).toBe(false);
  });

  it("needs a proven address", () => {
    expect(isDomainVerified({ email: "dana@acme.com", emailVerifiedAt: null, website: "https://acme.com" })).toBe(false);
    expect(isDomainVerified({ email: "dana@acme.com", emailVerifiedAt: new Date(), website: "https://acme.com" })).toBe(true);
  });

  it("reads hosts and registered names", () => {
    expect(websiteHost("https://WWW.Acme.com/jobs")).toBe("acme.com");
    expect(websiteHost("")).toBeNull();
    expect(registeredDomain("jobs.eu.acme.com")).toBe("acme.com");
    expect(registeredDomain("jobs.acme.com.au")).toBe("acme.com.au");
  });
});
