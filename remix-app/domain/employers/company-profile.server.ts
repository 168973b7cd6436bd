import type { Prisma } from "~/lib/db.server";
import type { CompanyProfileInput } from "@shared/schemas/employer-registration";
import { getDb } from "~/lib/db.server";
import { disconnectUser } from "~/lib/realtime.server";
import { withNotifications } from "~/domain/notifications/notify.server";
import { assertCan } from "~/domain/access/policy.server";
import { companyData } from "./company-data.server";
import { changedMaterialFields, describeFields } from "./material-changes.server";
import { employerDomainVerified } from "~/domain/verification/domain-verification.server";

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

/** "Domain verified" on the employer's own company profile (issue 54 item 8). */
export const companyDomainVerified = (userId: number) => employerDomainVerified(getDb(), userId);

/**
 * The "Complete your company details" step of an employer who signed up through the general
 * form: null once the company has details (the step is done), else what is already known —
 * the sign-in email and the name given at sign-up as the contact person.
 */
export async function getCompanyDetailsStep(user: { id: number; email: string; fullName: string }): Promise<CompanyProfileView | null> {
  const profile = await getDb().employerProfile.findUnique({ where: { userId: user.id } });
  if (profile) return null;
  return { ...toView(user.email, null), contact_person: user.fullName.trim() || null };
}

export const BACK_UNDER_REVIEW_TITLE = "Your company is back under review";

/**
 * Replaces the company's details with the validated input. Approval status, notes and plan
 * are not company details and never change here; a first save starts the profile as pending.
 * An approved company that changes a detail its review verified (name, website, LinkedIn,
 * EIN, CAGE, DUNS) goes back to pending in the same transaction, with an audit entry and a
 * notification; saving the same details again, however typed, changes nothing.
 */
export async function updateCompanyProfile(
  user: { id: number; email: string },
  input: CompanyProfileInput,
): Promise<CompanyProfileView & { back_under_review: boolean }> {
  // Only an employer account has a company: a veteran or admin must not grow a company profile.
  await assertCan(user.id, "edit-company");
  const data = companyData(input);
  const { profile, notification } = await withNotifications((notices) => getDb().$transaction(async (tx) => {
    const current = await tx.employerProfile.findUnique({ where: { userId: user.id } });
    const changed = current?.approvalStatus === "approved" ? changedMaterialFields(current, data) : [];
    if (!current || changed.length === 0) {
      const saved = await tx.employerProfile.upsert({
        where: { userId: user.id },
        update: data,
        create: { userId: user.id, ...data, approvalStatus: "pending" },
      });
      return { profile: saved, notification: null };
    }
    const saved = await tx.employerProfile.update({ where: { userId: user.id }, data: { ...data, approvalStatus: "pending", approvalNotes: null } });
    const what = describeFields(changed);
    await tx.auditLog.create({
      data: {
        adminId: null,
        adminEmail: "system",
        actionType: "employer_review_reopened",
        resourceType: "employer",
        resourceId: String(user.id),
        justification: `Approved employer changed its ${what}; back to pending review`,
        metadata: {
          employer_email: user.email,
          company_name: data.companyName,
          changes: Object.fromEntries(changed.map((f) => [f, { from: current[f], to: data[f] }])),
        },
      },
    });
    const created = await notices.write(
      [
        {
          userId: user.id,
          type: "approval",
          title: BACK_UNDER_REVIEW_TITLE,
          body: `You changed your ${what}. Our team reviews these details again before you can post jobs or search veterans (usually 24-48 hours).`,
          link: "/employer/dashboard",
        },
      ],
      tx,
    );
    return { profile: saved, notification: created };
  }));
  // Back under review is out of approval: live sockets close at once, as on an admin's rejection
  // (the notice above is pushed before), and a new socket is refused every employer act.
  if (notification) disconnectUser(user.id);
  return { ...toView(user.email, profile), back_under_review: notification !== null };
}
