import type { MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/components/legal/legal-page";
import { TermsOfService } from "~/components/legal/terms-of-service";

export const meta: MetaFunction = () => [{ title: "Terms of Service — VetCareer" }];

export default function TermsRoute() {
  return (
    <LegalPage title="Terms of Service" updated="December 6, 2026">
      <TermsOfService />
    </LegalPage>
  );
}
