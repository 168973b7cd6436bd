import { Button, Icon } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { companyProfileSchema } from "@shared/schemas/employer-registration";
import { requirePageActor } from "~/domain/access/policy.server";
import { CompanyEditForm } from "~/components/employer/company-form-sections";
import { ProblemsBanner } from "~/components/employer/problems-banner";
import { useCompanyForm } from "~/components/employer/use-company-form";
import { getCompanyDetailsStep, updateCompanyProfile } from "~/domain/employers/company-profile.server";
import { actionResult } from "~/lib/http.server";
import { readSubmission } from "~/lib/form-submission.server";

export const meta: MetaFunction = () => [{ title: "Complete your company details — VetCareer" }];

const DASHBOARD = "/employer/dashboard";

/**
 * The step after signing up as an employer through the general form: the company details the
 * review needs, prefilled with what is known. Once they exist the step is done.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "edit-company");
  const step = await getCompanyDetailsStep(auth.user);
  if (!step) throw redirect(DASHBOARD);
  return { company: step };
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "edit-company");
  if (!(await getCompanyDetailsStep(auth.user))) return redirect(DASHBOARD);
  const submission = await readSubmission(request, companyProfileSchema, { disableAutoCoercion: true });
  if (submission.status !== "success") return submission.reply();
  const result = await actionResult(() => updateCompanyProfile(auth.user, submission.value), "Failed to save your company details. Please try again.");
  return result.ok ? redirect(DASHBOARD) : submission.reply({ formErrors: [result.error] });
}

export default function CompleteCompanyDetails() {
  const { company } = useLoaderData<typeof loader>();
  const { formProps, problems, values } = useCompanyForm(companyProfileSchema, useActionData<typeof action>(), company);
  const submitting = useNavigation().state !== "idle";
  return (
    <div className="vets-page vets-emp-page">
      <header className="vets-emp-hero">
        <div>
          <span className="vets-emp-eyebrow">
            <Icon icon="office" size={14} /> One last step
          </span>
          <h1>Complete your company details</h1>
          <p>Our team verifies every company within 24-48 hours before it can post jobs and search veterans. Tell us who you are so we can start.</p>
        </div>
      </header>

      <ProblemsBanner problems={problems} />

      <CompanyEditForm
        values={values}
        errors={problems.fields}
        formProps={formProps}
        actions={
          <>
            <p className="vets-muted">Fields marked * are required. By submitting you agree that our team may verify the business details you provide.</p>
            <Button type="submit" intent="primary" size="large" icon="send-message" loading={submitting} text="Submit for Review" />
          </>
        }
      />
    </div>
  );
}
