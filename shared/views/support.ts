/** A contact-form message as the admin support screen lists it. */
export interface SupportMessageView {
  id: number;
  /** Where to answer. */
  email: string;
  /** The account that wrote it, when it was signed in; null for a signed-out visitor. */
  user_id: number | null;
  full_name: string | null;
  subject: string;
  body: string;
  status: "open" | "closed";
  created_at: string;
  closed_at: string | null;
}

export interface SupportInbox {
  messages: SupportMessageView[];
  open_count: number;
  closed_count: number;
}

/** What the privacy policy states about this installation, read from its configuration. */
export interface TrustFacts {
  sessionDays: number;
  documentMaxMb: number;
  /** OPENAI_API_KEY is set: letters and resume text are drafted by the configured model. */
  modelWriting: boolean;
  /** STRIPE_SECRET_KEY is set: card payments go through Stripe. */
  cardPayments: boolean;
}
