export type Role = "veteran" | "employer" | "admin";
export const SELF_REGISTER_ROLES = ["veteran", "employer"] as const;

/** SPEC §6: any stored role other than admin or employer means veteran. */
export function normalizeRole(role: string | null | undefined): Role {
  return role === "admin" || role === "employer" ? role : "veteran";
}

/** SPEC: after login, admin → /admin, employer → /employer/dashboard, anyone else → /dashboard. */
export function homePathForRole(role: string | null | undefined): string {
  const r = normalizeRole(role);
  if (r === "admin") return "/admin";
  if (r === "employer") return "/employer/dashboard";
  return "/dashboard";
}
