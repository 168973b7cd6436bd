import type { Prisma } from "../../lib/db.server";
import type { CompanyProfileInput } from "../../../shared/schemas/employer-registration";
import { getDb } from "../../lib/db.server";
import { companyData } from "./company-data.server";

export interface CompanyProfileView {
  email: string;
  company_name: string | null;
  contact_person: string | null;
  job_title: string | null;
  phone: string | null;
  website: string | null;
  company_size: string | null;
  industry: string | null;
  business_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  cage_code: string | null;
  duns_number: string | null;
  tax_id_ein: string | null;
  business_license: string | null;
  linkedin_company_url: string | null;
  hiring_volume_annually: string | null;
  currently_employ_veterans: string | null;
  security_clearance_required: string | null;
  plan_id: string;
  /** A paid plan chosen at sign-up whose checkout is not paid yet. */
  requested_plan_id: string | null;
  approval_status: string;
  approval_notes: string | null;
  updated_at: string | null;
}

function toView(email: string, p: Prisma.EmployerProfileModel | null): CompanyProfileView {
  return {
    email,
    company_name: p?.companyName ?? null,
    contact_person: p?.contactPerson ?? null,
    job_title: p?.jobTitle ?? null,
    phone: p?.phone ?? null,
    website: p?.website ?? null,
    company_size: p?.companySize ?? null,
    industry: p?.industry ?? null,
    business_address: p?.businessAddress ?? null,
    city: p?.city ?? null,
    state: p?.state ?? null,
    zip_code: p?.zipCode ?? null,
    cage_code: p?.cageCode ?? null,
    duns_number: p?.dunsNumber ?? null,
    tax_id_ein: p?.taxIdEin ?? null,
    business_license: p?.businessLicense ?? null,
    linkedin_company_url: p?.linkedinCompanyUrl ?? null,
    hiring_volume_annually: p?.hiringVolumeAnnually ?? null,
    currently_employ_veterans: p?.currentlyEmployVeterans ?? null,
    security_clearance_required: p?.securityClearanceRequired ?? null,
    plan_id: p?.planId ?? "starter",
    requested_plan_id: p?.requestedPlanId ?? null,
    approval_status: p?.approvalStatus ?? "pending",
    approval_notes: p?.approvalNotes ?? null,
    updated_at: p?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The signed-in employer's own company. An employer who signed up through the general form
 * has no company profile yet: every field is null until the first save.
 */
export async function getCompanyProfile(user: { id: number; email: string }): Promise<CompanyProfileView> {
  const profile = await getDb().employerProfile.findUnique({ where: { userId: user.id } });
  return toView(user.email, profile);
}

/**
 * Replaces the company's details with the validated input. Approval status, notes and plan
 * are not company details and never change here; a first save starts the profile as pending.
 */
export async function updateCompanyProfile(user: { id: number; email: string }, input: CompanyProfileInput): Promise<CompanyProfileView> {
  const data = companyData(input);
  const profile = await getDb().employerProfile.upsert({
    where: { userId: user.id },
    update: data,
    create: { userId: user.id, ...data, approvalStatus: "pending" },
  });
  return toView(user.email, profile);
}
