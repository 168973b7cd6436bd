import type { Role } from "@shared/roles";

// Plain constants (no server code) so end-to-end tests can import the demo logins too.

/** The one password of every demo account (printed on first start and by `seed`). */
export const DEMO_PASSWORD = "Demo1234!";

export const DEMO_EMAILS = {
  admin: "admin@vets.local",
  armyVeteran: "veteran@vets.local",
  navyVeteran: "navy.veteran@vets.local",
  marineVeteran: "marine.veteran@vets.local",
  approvedEmployer: "employer@vets.local",
  pendingEmployer: "pending.employer@vets.local",
} as const;

export interface DemoLogin {
  role: Role;
  email: string;
  description: string;
}

/** The first login of each role is the one to use in tests (a pro veteran, an approved employer). */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { role: "admin", email: DEMO_EMAILS.admin, description: "Platform Admin" },
  { role: "veteran", email: DEMO_EMAILS.armyVeteran, description: "Marcus Reyes, Army 25B, verified, Pro" },
  { role: "veteran", email: DEMO_EMAILS.navyVeteran, description: "Dana Brooks, Navy LS, Premium" },
  { role: "veteran", email: DEMO_EMAILS.marineVeteran, description: "Tyler Nguyen, Marine Corps 0311, free trial" },
  { role: "employer", email: DEMO_EMAILS.approvedEmployer, description: "Patriot Logistics Group (approved)" },
  { role: "employer", email: DEMO_EMAILS.pendingEmployer, description: "Blue Line Cyber Defense (pending approval)" },
];
