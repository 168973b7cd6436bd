import type { VeteranProfileView } from "@shared/views/profile";

export type ProfileView = VeteranProfileView;

/** The edit form's values: text as typed, lists as tags. */
export interface ProfileFormValues {
  full_name: string;
  headline: string;
  bio: string;
  phone: string;
  location: string;
  military_branch: string;
  military_rank: string;
  mos_code: string;
  years_of_service: string;
  clearance_level: string;
  unit: string;
  deployments: string;
  current_position: string;
  desired_roles: string[];
  skills: string[];
  industries: string[];
}

export function formValuesFrom(p: ProfileView): ProfileFormValues {
  return {
    full_name: p.full_name,
    headline: p.headline ?? "",
    bio: p.bio ?? "",
    phone: p.phone ?? "",
    location: p.location ?? "",
    military_branch: p.military_branch ?? "",
    military_rank: p.military_rank ?? "",
    mos_code: p.mos_code ?? "",
    years_of_service: p.years_of_service === null ? "" : String(p.years_of_service),
    clearance_level: p.clearance_level ?? "",
    unit: p.unit ?? "",
    deployments: p.deployments ?? "",
    current_position: p.current_position ?? "",
    desired_roles: p.desired_roles,
    skills: p.skills,
    industries: p.industries,
  };
}

/** SPEC §5: years of service as an integer, or null when empty. */
export function parseYears(value: string): number | null {
  const n = Number.parseInt(value.trim(), 10);
  return Number.isNaN(n) ? null : n;
}

export function profilePayload(v: ProfileFormValues) {
  return { ...v, years_of_service: parseYears(v.years_of_service) };
}

export function hasMilitary(p: ProfileView): boolean {
  return Boolean(p.military_branch || p.military_rank || p.mos_code || p.years_of_service !== null || p.clearance_level || p.unit || p.deployments);
}

export function hasProfessional(p: ProfileView): boolean {
  return Boolean(p.current_position || p.desired_roles.length || p.skills.length || p.industries.length);
}
