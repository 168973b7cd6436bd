import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/legal/legal-page";
import { PrivacyPolicy } from "~/components/legal/privacy-policy";
import { trustFacts } from "~/domain/support/trust-facts.server";

export const meta: MetaFunction = () => [{ title: "Privacy Policy — VetCareer" }];

/** Public: what is stored, for how long, who sees it, how to export and delete (facts read from this installation). */
export function loader() {
  return { facts: trustFacts() };
}

export default function PrivacyRoute() {
  const { facts } = useLoaderData<typeof loader>();
  return (
    <LegalPage title="Privacy Policy" updated="December 6, 2026">
      <PrivacyPolicy facts={facts} />
    </LegalPage>
  );
}
