import { describe, expect, it } from "vitest";
import { initialsOf, isNavItemActive, navItemsFor } from "../../shared/navigation";
import { homePathForRole, normalizeRole } from "../../shared/roles";

describe("role navigation", () => {
  it("sends each role home as SPEC says; unknown roles are veterans", () => {
    expect(homePathForRole("admin")).toBe("/admin");
    expect(homePathForRole("employer")).toBe("/employer/dashboard");
    expect(homePathForRole("veteran")).toBe("/dashboard");
    expect(normalizeRole("superuser")).toBe("veteran");
    expect(normalizeRole(null)).toBe("veteran");
  });

  it("lists only built screens, in SPEC's order", () => {
    const admin = navItemsFor("admin").map((i) => i.label);
    expect(admin[0]).toBe("Admin Dashboard");
    expect(navItemsFor("veteran").find((i) => i.label === "Billing")?.to).toBe("/billing");
    for (const role of ["veteran", "employer", "admin"] as const) {
      expect(navItemsFor(role).every((i) => i.to.startsWith("/"))).toBe(true);
    }
  });

  it("highlights the current route and its sub-paths, but /admin only exactly", () => {
    const jobs = { label: "Jobs", to: "/jobs", icon: "search" as const };
    expect(isNavItemActive(jobs, "/jobs")).toBe(true);
    expect(isNavItemActive(jobs, "/jobs/12")).toBe(true);
    expect(isNavItemActive(jobs, "/jobsearch")).toBe(false);
    const admin = { label: "Admin Dashboard", to: "/admin", icon: "dashboard" as const };
    expect(isNavItemActive(admin, "/admin/users")).toBe(false);
  });

  it("makes initials from the first and last word of the name", () => {
    expect(initialsOf("Marcus A. Reyes")).toBe("MR");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("  ")).toBe("");
    expect(initialsOf(null)).toBe("");
  });
});
