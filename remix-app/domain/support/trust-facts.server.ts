import { VERIFICATION_DOCUMENT_MAX_BYTES } from "@shared/schemas/verification";
import type { TrustFacts } from "@shared/views/support";
import { getConfig } from "~/lib/config.server";

export type { TrustFacts };

/** What the privacy policy states about this installation, read from its configuration rather than written down twice. */
export function trustFacts(): TrustFacts {
  const cfg = getConfig();
  return {
    sessionDays: cfg.SESSION_TTL_DAYS,
    documentMaxMb: Math.round(VERIFICATION_DOCUMENT_MAX_BYTES / (1024 * 1024)),
    modelWriting: Boolean(cfg.OPENAI_API_KEY),
    cardPayments: Boolean(cfg.STRIPE_SECRET_KEY),
  };
}
