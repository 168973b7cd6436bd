import type { IconName } from "@blueprintjs/icons";
import type { Role } from "./roles";

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  /** "tools": listed under a Tools menu on wide screens and a Tools heading in the phone menu (issue 55). */
  group?: "tools";
}

/**
 * SPEC's role navigation. A target is listed only once its screen exists, so nobody is sent
 * to a dead end; each issue that builds a screen adds its path to BUILT_SCREENS.
 */
const NAV_BY_ROLE: Record<Role, NavItem[]> = {
  employer: [
    { label: "Dashboard", to: "/employer/dashboard", icon: "dashboard" },
    { label: "Post Job", to: "/employer/create-job", icon: "add" },
    { label: "Your Jobs", to: "/employer/jobs", icon: "briefcase" },
    { label: "Pipeline", to: "/employer/pipeline", icon: "th" },
    { label: "Search Veterans", to: "/employer/veterans/search", icon: "search" },
    { label: "Inbox", to: "/inbox", icon: "inbox" },
  ],
  admin: [
    { label: "Admin Dashboard", to: "/admin", icon: "dashboard" },
    { label: "Approvals", to: "/admin/approvals", icon: "endorsed" },
    { label: "Moderation", to: "/admin/moderation", icon: "flag" },
    { label: "Users", to: "/admin/users", icon: "people" },
    { label: "Billing", to: "/admin/billing", icon: "dollar" },
    { label: "Jobs", to: "/admin/jobs", icon: "briefcase" },
    { label: "Support", to: "/admin/support", icon: "chat" },
    { label: "Audit Logs", to: "/admin/audit", icon: "history" },
  ],
  veteran: [
    { label: "Jobs", to: "/jobs", icon: "search" },
    { label: "Saved jobs", to: "/jobs/saved", icon: "bookmark" },
    { label: "Applications", to: "/applications", icon: "document" },
    { label: "Social", to: "/feed", icon: "people" },
    { label: "Inbox", to: "/inbox", icon: "inbox" },
    { label: "Billing", to: "/billing", icon: "credit-card" },
    { label: "Profile", to: "/profile", icon: "person" },
    // Last, so the desktop app's Ctrl+1… shortcuts keep their numbers.
    { label: "Resume Builder", to: "/resume-builder", icon: "manual", group: "tools" },
    { label: "Auto-Apply", to: "/auto-apply", icon: "send-message", group: "tools" },
    { label: "Translator", to: "/translate", icon: "translate", group: "tools" },
  ],
};

export const BUILT_SCREENS: ReadonlySet<string> = new Set([
  "/dashboard",
  "/employer/dashboard",
  "/employer/create-job",
  "/employer/jobs",
  "/employer/pipeline",
  "/employer/veterans/search",
  "/admin",
  "/admin/approvals",
  "/admin/audit",
  "/admin/users",
  "/admin/jobs",
  "/admin/billing",
  "/admin/moderation",
  "/admin/support",
  "/feed",
  "/applications",
  "/jobs",
  "/jobs/saved",
  "/two-factor-auth",
  "/profile",
  "/verification",
  "/account-settings",
  "/employer/profile",
  "/employer/register",
  "/billing",
  "/inbox",
  "/resume-builder",
  "/auto-apply",
  "/translate",
]);

export function navItemsFor(role: Role): NavItem[] {
  return NAV_BY_ROLE[role].filter((item) => BUILT_SCREENS.has(item.to));
}

export function isScreenBuilt(path: string): boolean {
  return BUILT_SCREENS.has(path);
}

/**
 * The current route's item is marked: exact match, or a sub-path of a non-root item. "Profile" is
 * the signed-in person's own profile, so /profile/<someone else> does not mark it.
 */
export function isNavItemActive(item: NavItem, pathname: string, currentUserId?: number): boolean {
  if (pathname === item.to) return true;
  if (item.to === "/admin") return false;
  if (item.to === "/profile") return currentUserId !== undefined && pathname === `/profile/${currentUserId}`;
  return pathname.startsWith(`${item.to}/`);
}

/** First letters of the first and last word of the name (SPEC avatar rule). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0][0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1][0] ?? "") : "";
  return (first + last).toUpperCase();
}
