import { Button, Icon } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { companyProfileSchema, describeIssues } from "@shared/schemas/employer-registration";
import { requirePageActor } from "~/domain/access/policy.server";
import { CompanyEditForm } from "~/components/employer/company-form-sections";
import { ProblemsBanner } from "~/components/employer/problems-banner";
import { useFormChecks, type FormProblems } from "~/components/employer/use-form-checks";
import { getCompanyDetailsStep, updateCompanyProfile } from "~/domain/employers/company-profile.server";
import { actionResult } from "~/lib/http.server";
import { readFormFields } from "~/lib/form.server";

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

export async function action({ request }: ActionFunctionArgs): Promise<FormProblems | Response> {
  const auth = await requirePageActor(request, "edit-company");
  if (!(await getCompanyDetailsStep(auth.user))) return redirect(DASHBOARD);
  const parsed = companyProfileSchema.safeParse(await readFormFields(request));
  if (!parsed.success) {
    const { first, fields } = describeIssues(parsed.error);
    return { error: first, fields };
  }
  const result = await actionResult(() => updateCompanyProfile(auth.user, parsed.data), "Failed to save your company details. Please try again.");
  return result.ok ? redirect(DASHBOARD) : { error: result.error, fields: {} };
}

export default function CompleteCompanyDetails() {
  const { company } = useLoaderData<typeof loader>();
  const serverProblems = useActionData<typeof action>();
  const { problems, onSubmit } = useFormChecks(companyProfileSchema, serverProblems);
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
        values={company}
        errors={problems.fields}
        onSubmit={onSubmit}
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
