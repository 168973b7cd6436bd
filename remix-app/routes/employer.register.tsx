import { Button, Icon, Tag } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PASSWORD_MIN_LENGTH } from "@shared/schemas/auth";
import { EMPLOYER_PLANS } from "@shared/plans";
import { homePathForRole } from "@shared/roles";
import { DEFAULT_EMPLOYER_PLAN, employerRegistrationSchema } from "@shared/schemas/employer-registration";
import { CompanyFormSections, FormSection, TextField } from "~/components/employer/company-form-sections";
import { ProblemsBanner } from "~/components/employer/problems-banner";
import { useCompanyForm } from "~/components/employer/use-company-form";
import { registerEmployer } from "~/domain/employers/register-employer.server";
import { readSubmission } from "~/lib/form-submission.server";
import { actionResult, clientInfo } from "~/lib/http.server";
import { getAuth } from "~/lib/session.server";
import { CHECK_EMAIL_PATH } from "@shared/account-links";

export const meta: MetaFunction = () => [{ title: "Employer Registration — VetCareer" }];

const REGISTRATION_FAILED = "Registration failed. Please try again.";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await getAuth(request);
  if (auth) throw redirect(homePathForRole(auth.user.role));
  const requested = new URL(request.url).searchParams.get("plan");
  const plan = EMPLOYER_PLANS.find((p) => p.id === requested) ?? EMPLOYER_PLANS.find((p) => p.id === DEFAULT_EMPLOYER_PLAN);
  return { plan: plan ? { id: plan.id, name: plan.name, price: plan.priceCents / 100 } : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, employerRegistrationSchema, { disableAutoCoercion: true });
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });
  const client = clientInfo(request, context);
  const result = await actionResult(() => registerEmployer(submission.value, client), REGISTRATION_FAILED);
  if (!result.ok)
    return submission.reply({ formErrors: [result.error], fieldErrors: result.status === 409 ? { email: [result.error] } : {}, hideFields: ["password"] });
  // The same page for a new address and a taken one: the emailed link finishes the sign-up.
  return redirect(CHECK_EMAIL_PATH);
}

function PlanTag({ plan }: { plan: { id: string; name: string; price: number } }) {
  return (
    <div className="vets-emp-plan">
      <span className="vets-muted">Selected plan</span>
      <Tag size="large" round intent="primary" icon="endorsed">
        {plan.name} · {plan.price === 0 ? "Free" : `$${plan.price.toLocaleString("en-US")}/month`}
      </Tag>
      <Link to="/employer/pricing">Change plan</Link>
    </div>
  );
}

export default function EmployerRegister() {
  const { plan } = useLoaderData<typeof loader>();
  const { formProps, problems, values } = useCompanyForm(employerRegistrationSchema, useActionData<typeof action>());
  const submitting = useNavigation().state !== "idle";
  const f = { values, errors: problems.fields };
  return (
    <div className="vets-page vets-emp-page">
      <header className="vets-emp-hero">
        <div>
          <span className="vets-emp-eyebrow">
            <Icon icon="briefcase" size={14} /> For employers
          </span>
          <h1>Create your employer account</h1>
          <p>Reach veterans whose skills are already translated into civilian roles. Every company is verified by our team within 24-48 hours.</p>
        </div>
        {plan && <PlanTag plan={plan} />}
      </header>

      <ProblemsBanner problems={problems} />

      <Form method="post" {...formProps} className="vets-emp-form">
        <input type="hidden" name="plan" value={plan?.id ?? DEFAULT_EMPLOYER_PLAN} />
        <CompanyFormSections
          {...f}
          email={<TextField {...f} name="email" label="Work Email" type="email" required autoComplete="email" placeholder="you@company.com" helper="You will sign in with this email." />}
        />
        <FormSection title="Account Security" icon="lock">
          <TextField {...f} name="password" label="Password" type="password" required autoComplete="new-password" helper={`At least ${PASSWORD_MIN_LENGTH} characters.`} />
        </FormSection>
        <div className="vets-emp-actions">
          <p className="vets-muted">
            Fields marked * are required. By registering you agree that our team may verify the business details you provide.
          </p>
          <Button type="submit" intent="primary" size="large" icon="send-message" loading={submitting} text="Create Employer Account" />
        </div>
      </Form>

      <p className="vets-auth-footer">
        Already have an account? <Link to="/login">Log in</Link> · Looking for a job? <Link to="/register">Join as a veteran</Link>
      </p>
    </div>
  );
}
