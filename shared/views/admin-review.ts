/** What a reviewer sees of an employer: every registration field, the account, and any past decision. */
export interface EmployerReview {
  user_id: number;
  email: string;
  account_name: string;
  account_status: string;
  company_name: string;
  contact_person: string;
  job_title: string;
  phone: string | null;
  website: string | null;
  /**
   * The work email's domain is the website's ("dana@acme.com", https://www.acme.com): false shows
   * reviewers the mismatch (a free mailbox or another company's domain) before they approve.
   */
  email_domain_matches_website: boolean;
  linkedin_company_url: string | null;
  company_size: string;
  industry: string;
  business_address: string;
  city: string;
  state: string;
  zip_code: string;
  cage_code: string | null;
  duns_number: string | null;
  tax_id_ein: string | null;
  business_license: string | null;
  hiring_volume_annually: string;
  currently_employ_veterans: string;
  security_clearance_required: string;
  plan_id: string;
  approval_status: string;
  approval_notes: string | null;
  submitted_at: string;
  reviewed_at: string | null;
  reviewed_by_email: string | null;
}

/** What a reviewer sees of a verification request: the veteran, the service facts, the document. */
export interface VerificationReview {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  military_branch: string | null;
  military_rank: string | null;
  mos_code: string | null;
  years_of_service: number | null;
  verified_status: boolean;
  document_type: string;
  document_label: string;
  /**
   * The uploaded document, readable by admins only (a PDF or a re-encoded image); on a request
   * sent before uploads existed, the link it came with. Null once reviewed: the file is deleted.
   */
  document_url: string | null;
  document_kind: "pdf" | "image" | "link" | null;
  status: string;
  review_notes: string | null;
  submitted_at: string;
  reviewed_at: string | null;
  reviewer_email: string | null;
  previous_rejections: number;
}

/** One row of the admin audit log as the back office lists it. */
export interface AuditLogView {
  id: number;
  action_type: string;
  admin_email: string;
  created_at: string;
  resource_type: string;
  resource_id: string | null;
  justification: string | null;
  /** Whom the action was about (a user, an employer, a post's author), as they were named then. */
  subject: AuditSubject | null;
  /** Every value the action changed, old → new. */
  changes: AuditChange[];
}

export interface AuditSubject {
  name: string | null;
  email: string;
}

export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
}
