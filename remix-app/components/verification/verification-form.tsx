import { Button, Callout, Card, FileInput, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { checkVerificationFile, VERIFICATION_DOCUMENT_ACCEPT } from "@shared/schemas/verification";
import { VERIFICATION_FETCHER_KEY } from "./use-verification-submit";

interface Props {
  documentTypes: string[];
  descriptions: Record<string, string>;
  error: string | null;
}

/** SPEC: document type (labelled by the server's descriptions) and the document itself, uploaded; submit only when both are chosen. */
export function VerificationForm({ documentTypes, descriptions, error }: Props) {
  const fetcher = useFetcher({ key: VERIFICATION_FETCHER_KEY });
  const [documentType, setDocumentType] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";

  const pick = (picked: File | null) => {
    const problem = picked ? checkVerificationFile(picked) : null;
    setFileError(problem);
    setFile(problem ? null : picked);
  };

  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Submit a document</h3>
      <fetcher.Form method="post" encType="multipart/form-data" className="vets-stack">
        <FormGroup label="Document Type" labelFor="document-type" labelInfo="(required)">
          <HTMLSelect id="document-type" name="document_type" fill value={documentType} onChange={(e) => setDocumentType(e.currentTarget.value)}>
            <option value="">Select a document type</option>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {descriptions[type] ?? type}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label="Document"
          labelFor="verification-document"
          labelInfo="(required)"
          helperText="A PDF, or a JPEG, PNG or WebP photo or scan, up to 10 MB. Only our reviewers see it, and it is deleted as soon as your request is reviewed."
          intent={fileError ? "danger" : "none"}
        >
          <FileInput
            fill
            text={file ? file.name : "Choose file…"}
            hasSelection={file !== null}
            buttonText="Browse"
            inputProps={{ id: "verification-document", name: "document", accept: VERIFICATION_DOCUMENT_ACCEPT, required: true }}
            onInputChange={(e) => pick(e.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
        {(fileError ?? error) && (
          <Callout intent="danger" icon="error" role="alert">
            {fileError ?? error}
          </Callout>
        )}
        <div className="vets-row">
          <Button type="submit" intent="primary" icon="endorsed" text="Submit for Verification" loading={busy} disabled={!documentType || !file} />
          <span className="vets-muted">
            Tip: a photo of the Member-4 copy is enough; you may cover the Social Security number before you upload.
          </span>
        </div>
      </fetcher.Form>
    </Card>
  );
}
