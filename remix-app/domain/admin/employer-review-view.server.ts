import type { EmployerReview } from "@shared/views/admin-review";
import type { Prisma } from "~/lib/db.server";
import { emailMatchesWebsite } from "~/domain/verification/domain-verification.server";

export type { EmployerReview };

/** What a reviewer sees of an employer: every registration field, the account, and any past decision. */
export const employerReviewSelect = {
  userId: true,
  companyName: true,
  contactPerson: true,
  jobTitle: true,
  phone: true,
  website: true,
  linkedinCompanyUrl: true,
  companySize: true,
  industry: true,
  businessAddress: true,
  city: true,
  state: true,
  zipCode: true,
  cageCode: true,
  dunsNumber: true,
  taxIdEin: true,
  businessLicense: true,
  hiringVolumeAnnually: true,
  currentlyEmployVeterans: true,
  securityClearanceRequired: true,
  planId: true,
  approvalStatus: true,
  approvalNotes: true,
  reviewedAt: true,
  createdAt: true,
  user: { select: { email: true, fullName: true, status: true } },
  reviewedBy: { select: { email: true } },
} as const satisfies Prisma.EmployerProfileSelect;

export type EmployerReviewRow = Prisma.EmployerProfileGetPayload<{ select: typeof employerReviewSelect }>;

export function toEmployerReview(row: EmployerReviewRow): EmployerReview {
  return {
    user_id: row.userId,
    email: row.user.email,
    account_name: row.user.fullName,
    account_status: row.user.status,
    company_name: row.companyName,
    contact_person: row.contactPerson,
    job_title: row.jobTitle,
    phone: row.phone,
    website: row.website,
    email_domain_matches_website: emailMatchesWebsite(row.user.email, row.website),
    linkedin_company_url: row.linkedinCompanyUrl,
    company_size: row.companySize,
    industry: row.industry,
    business_address: row.businessAddress,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    cage_code: row.cageCode,
    duns_number: row.dunsNumber,
    tax_id_ein: row.taxIdEin,
    business_license: row.businessLicense,
    hiring_volume_annually: row.hiringVolumeAnnually,
    currently_employ_veterans: row.currentlyEmployVeterans,
    security_clearance_required: row.securityClearanceRequired,
    plan_id: row.planId,
    approval_status: row.approvalStatus,
    approval_notes: row.approvalNotes,
    submitted_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by_email: row.reviewedBy?.email ?? null,
  };
}
