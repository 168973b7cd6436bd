import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_SCREENS, initialsOf, isNavItemActive, navItemsFor } from "@shared/navigation";
import { homePathForRole, normalizeRole } from "@shared/roles";

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
      for (const item of navItemsFor(role)) expect(BUILT_SCREENS.has(item.to), item.to).toBe(true);
    }
  });

  it("sends every nav target and every 'built' screen to a real route file with a page", () => {
    const screens = screenPaths();
    const targets = new Set([
      ...BUILT_SCREENS,
      ...(["veteran", "employer", "admin"] as const).flatMap((role) => navItemsFor(role).map((i) => i.to)),
    ]);
    for (const target of targets) expect(screens.has(target), `${target} has no route file with a default export`).toBe(true);
  });

  it("highlights the current route and its sub-paths, but /admin only exactly", () => {
    const jobs = { label: "Jobs", to: "/jobs", icon: "search" as const };
    expect(isNavItemActive(jobs, "/jobs")).toBe(true);
    expect(isNavItemActive(jobs, "/jobs/12")).toBe(true);
    expect(isNavItemActive(jobs, "/jobsearch")).toBe(false);
    const admin = { label: "Admin Dashboard", to: "/admin", icon: "dashboard" as const };
    expect(isNavItemActive(admin, "/admin/users")).toBe(false);
  });

  it("marks Profile on one's own profile only, not on someone else's", () => {
    const profile = { label: "Profile", to: "/profile", icon: "person" as const };
    expect(isNavItemActive(profile, "/profile", 7)).toBe(true);
    expect(isNavItemActive(profile, "/profile/7", 7)).toBe(true);
    expect(isNavItemActive(profile, "/profile/12", 7)).toBe(false);
  });

  it("makes initials from the first and last word of the name", () => {
    expect(initialsOf("Marcus A. Reyes")).toBe("MR");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("  ")).toBe("");
    expect(initialsOf(null)).toBe("");
  });
});

/** URL paths of the screens in remix-app/routes (flat routes; files with a page component), optional segments dropped. */
function screenPaths(): Set<string> {
  const dir = path.resolve(import.meta.dirname, "../../remix-app/routes");
  const paths = new Set<string>();
  for (const file of fs.readdirSync(dir)) {
    if (!/\.tsx?$/.test(file) || file.startsWith("api.")) continue;
    if (!/export\s+default\b/.test(fs.readFileSync(path.join(dir, file), "utf8"))) continue;
    const segments = file
      .replace(/\.tsx?$/, "")
      .split(".")
      .filter((s) => s !== "_index" && !/^\(.*\)$/.test(s));
    paths.add(`/${segments.join("/")}`.replace(/^\/$/, "/"));
  }
  return paths;
}
