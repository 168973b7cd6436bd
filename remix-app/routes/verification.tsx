import { Callout } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { VERIFICATION_MESSAGES } from "@shared/schemas/verification";
import { formatDate } from "~/components/common/format";
import { LinkButton } from "~/components/common/link-button";
import { LoadFailurePage } from "~/components/common/load-failure";
import { VerificationBenefits } from "~/components/verification/verification-benefits";
import { VerificationForm } from "~/components/verification/verification-form";
import { useVerificationSubmit } from "~/components/verification/use-verification-submit";
import { listVerificationTypes } from "~/domain/verification/document-types.server";
import { submitVerification } from "~/domain/verification/submit-verification.server";
import { getVerificationStatus } from "~/domain/verification/verification-status.server";
import { readFileUploadWithFields } from "~/domain/uploads/read-file-upload.server";
import { VERIFICATION_UPLOAD_LIMITS } from "~/domain/verification/verification-document.server";
import { actionResult } from "~/lib/http.server";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";
import { requirePageActor } from "~/domain/access/policy.server";

export const meta: MetaFunction = () => [{ title: "Veteran Verification — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "request-verification");
  return loadScreenData(LOAD_FAILURES.verification, async () => ({ status: await getVerificationStatus(auth.user.id), types: listVerificationTypes() }));
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "request-verification");
  const r = await actionResult(
    async () => submitVerification(auth.user.id, await readFileUploadWithFields(request, VERIFICATION_UPLOAD_LIMITS, ["document_type"])),
    VERIFICATION_MESSAGES.submitFailed,
  );
  return r.ok ? { ok: true as const } : { ok: false as const, error: r.error };
}

export default function VerificationPage() {
  const load = useLoaderData<typeof loader>();
  if (load.loadError !== null) {
    return (
      <LoadFailurePage
        title="Veteran Verification"
        subtitle="Confirm your military service to earn the badge employers trust."
        className="vets-page vets-page-medium"
        message={load.loadError}
      />
    );
  }
  return <VerificationScreen status={load.data.status} types={load.data.types} />;
}

type VerificationData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["data"]>;

function VerificationScreen({ status, types }: VerificationData) {
  const { error } = useVerificationSubmit();
  const documentLabel = status.document_type ? (types.descriptions[status.document_type] ?? status.document_type) : "your document";
  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-page-header">
        <div>
          <h1>Veteran Verification</h1>
          <p>Confirm your military service to earn the badge employers trust.</p>
        </div>
      </div>
      <div className="vets-stack">
        {status.status === "verified" && (
          <Callout intent="success" icon="endorsed" title="Verified Veteran" className="vets-verified-banner">
            Your veteran status {status.reviewed_at ? `was verified on ${formatDate(status.reviewed_at)}` : "is verified"}. Your profile shows the Verified badge.
          </Callout>
        )}
        {status.status === "pending" && (
          <Callout intent="warning" icon="time" title="Verification Pending">
            We received {documentLabel} on {formatDate(status.submitted_at)}. Review typically takes 1-2 business days, and we will notify you
            once it is done.
          </Callout>
        )}
        {status.status === "rejected" && (
          <Callout intent="danger" icon="cross-circle" title="Verification not approved">
            <p>
              <strong>Reviewer&apos;s reason:</strong> {status.rejection_reason}
            </p>
            <p>You can submit a new or clearer document below.</p>
          </Callout>
        )}
        {(status.status === "none" || status.status === "rejected") && (
          <VerificationForm documentTypes={types.document_types} descriptions={types.descriptions} error={error} />
        )}
        <VerificationBenefits />
        <div>
          <LinkButton to="/dashboard" icon="arrow-left" text="Back to Dashboard" />
        </div>
      </div>
    </div>
  );
}
