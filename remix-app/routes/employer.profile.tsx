import { Button, Callout, Tag } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { EMPLOYER_PLANS } from "@shared/plans";
import { companyProfileSchema } from "@shared/schemas/employer-registration";
import { requirePageActor } from "~/domain/access/policy.server";
import { LinkButton } from "~/components/common/link-button";
import { CompanyEditForm } from "~/components/employer/company-form-sections";
import { ApprovalTag, CompanyProfileView } from "~/components/employer/company-profile-view";
import { ProblemsBanner } from "~/components/employer/problems-banner";
import { useCompanyForm } from "~/components/employer/use-company-form";
import { useToast } from "~/components/shell/toaster";
import { companyDomainVerified, getCompanyProfile, updateCompanyProfile } from "~/domain/employers/company-profile.server";
import { readSubmission } from "~/lib/form-submission.server";
import { actionResult } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "Company Profile — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "edit-company");
  const [company, domainVerified] = await Promise.all([getCompanyProfile(auth.user), companyDomainVerified(auth.user.id)]);
  return { company, domainVerified };
}

/** Always the signed-in employer's own company; approval fields are not part of the form. */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "edit-company");
  const submission = await readSubmission(request, companyProfileSchema, { disableAutoCoercion: true });
  if (submission.status !== "success") return { ok: false as const, reply: submission.reply() };
  const result = await actionResult(() => updateCompanyProfile(auth.user, submission.value), "Failed to update profile");
  return result.ok
    ? { ok: true as const, savedAt: Date.now(), backUnderReview: result.value.back_under_review }
    : { ok: false as const, reply: submission.reply({ formErrors: [result.error] }) };
}

export default function EmployerProfile() {
  const { company, domainVerified } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const toast = useToast();
  const [editing, setEditing] = useState(!company.company_name);
  const { formProps, problems, values } = useCompanyForm(companyProfileSchema, actionData && !actionData.ok ? actionData.reply : undefined, company);
  const plan = EMPLOYER_PLANS.find((p) => p.id === company.plan_id);
  const requestedPlan = EMPLOYER_PLANS.find((p) => p.id === company.requested_plan_id);

  useEffect(() => {
    if (actionData?.ok) {
      setEditing(false);
      if (actionData.backUnderReview) toast("Profile updated. Your company is back under review because its verified details changed.", "warning");
      else toast("Profile updated successfully!", "success");
    }
  }, [actionData, toast]);

  return (
    <div className="vets-page vets-emp-page">
      <header className="vets-emp-hero">
        <div>
          <span className="vets-emp-eyebrow">Company Profile</span>
          <h1>{company.company_name ?? "Your company"}</h1>
          <div className="vets-row" style={{ marginTop: 8 }}>
            <ApprovalTag status={company.approval_status} />
            {domainVerified && (
              <Tag size="large" round minimal intent="success" icon="endorsed" title="Your work email is at your company website's domain">
                Domain verified
              </Tag>
            )}
            {plan && (
              <Tag size="large" round minimal icon="endorsed">
                {plan.name} plan
              </Tag>
            )}
            {requestedPlan && (
              <Tag size="large" round minimal intent="primary" icon="credit-card">
                {`${requestedPlan.name} plan — awaiting payment`}
              </Tag>
            )}
          </div>
        </div>
        <div className="vets-row">
          <LinkButton to="/employer/dashboard" variant="minimal" icon="arrow-left" text="Dashboard" />
          {!editing && <Button intent="primary" icon="edit" text="Edit Profile" onClick={() => setEditing(true)} />}
        </div>
      </header>

      {company.approval_status === "rejected" && company.approval_notes && (
        <Callout intent="danger" title="Reason for rejection" className="vets-form-error">
          {company.approval_notes}
        </Callout>
      )}
      {company.approval_status === "pending" && !editing && (
        <Callout intent="warning" icon="time" className="vets-form-error">
          Your account is under review (usually 24-48 hours). Keep your details current — reviewers use them to verify your business.
        </Callout>
      )}

      {editing ? (
        <>
          <ProblemsBanner problems={problems} />
          {company.approval_status === "approved" && (
            <Callout intent="primary" icon="info-sign" className="vets-form-error">
              Changing your company name, website, LinkedIn page, EIN, CAGE code or DUNS number sends your company back to review before you can post jobs or
              search veterans again. Other changes keep your approval.
            </Callout>
          )}
          <CompanyEditForm
            values={values}
            errors={problems.fields}
            formProps={formProps}
            actions={
              <>
                <span className="vets-spacer" />
                {company.company_name && <Button size="large" text="Cancel" onClick={() => setEditing(false)} disabled={saving} />}
                <Button type="submit" intent="primary" size="large" icon="floppy-disk" loading={saving} text="Save Changes" />
              </>
            }
          />
        </>
      ) : (
        <CompanyProfileView company={company} />
      )}
    </div>
  );
}
