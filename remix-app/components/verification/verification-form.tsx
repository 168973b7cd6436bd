import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { VERIFICATION_FETCHER_KEY } from "./use-verification-submit";

interface Props {
  documentTypes: string[];
  descriptions: Record<string, string>;
  error: string | null;
}

/** SPEC: document type (labelled by the server's descriptions) and a required URL; submit only when both are filled. */
export function VerificationForm({ documentTypes, descriptions, error }: Props) {
  const fetcher = useFetcher({ key: VERIFICATION_FETCHER_KEY });
  const [documentType, setDocumentType] = useState("");
  const [documentUrl, setDocumentUrl] = useState("");
  const busy = fetcher.state !== "idle";

  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Submit a document</h3>
      <fetcher.Form method="post" className="vets-stack">
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
          label="Document URL"
          labelFor="document-url"
          labelInfo="(required)"
          helperText="Paste a link to the document in your cloud storage (Google Drive, Dropbox or OneDrive) with view access. Direct upload is coming soon."
        >
          <InputGroup
            id="document-url"
            name="document_url"
            type="url"
            required
            leftIcon="link"
            placeholder="https://drive.google.com/…"
            value={documentUrl}
            onValueChange={setDocumentUrl}
          />
        </FormGroup>
        {error && (
          <Callout intent="danger" icon="error" role="alert">
            {error}
          </Callout>
        )}
        <div className="vets-row">
          <Button
            type="submit"
            intent="primary"
            icon="endorsed"
            text="Submit for Verification"
            loading={busy}
            disabled={!documentType || !documentUrl.trim()}
          />
          <span className="vets-muted">Tip: share the link as view-only and revoke it once you are verified.</span>
        </div>
      </fetcher.Form>
    </Card>
  );
}
