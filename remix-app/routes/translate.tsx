import { useTheme } from "~/components/shell/theme";
import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { TranslatorResults } from "~/components/translate/translator-results";
import { MATCHING_ATTRIBUTION } from "~/domain/matching/attribution.server";
import { publicTranslation } from "~/domain/translate/public-translator.server";
import { TRANSLATOR_MAX_QUERY_LENGTH } from "@shared/views/translation";
import { clientInfo, actionResult } from "~/lib/http.server";
import { consumeAddressLimit } from "~/lib/rate-limit.server";
import translateCss from "~/styles/translate.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: translateCss }];

export const meta: MetaFunction = () => [
  { title: "Military skills translator — VetCareer" },
  {
    name: "description",
    content: "Translate an MOS, AFSC, rating or NEC into civilian careers, transferable skills, federal series and open jobs.",
  },
];

/** /translate?q=88M: the public translator, a GET form that works without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // ?code=88M is how people link a code; the form itself sends ?q=.
  const q = params.get("q") ?? params.get("code");
  const attribution = MATCHING_ATTRIBUTION;
  if (q === null) return { q: "", result: null, error: null, attribution };
  const outcome = await actionResult(async () => {
    const client = clientInfo(request, context);
    await consumeAddressLimit("translatePerIp", client);
    return publicTranslation(q, params.get("branch"), client);
  }, "The translator is unavailable right now. Please try again.");
  return outcome.ok
    ? { q, result: outcome.value, error: null, attribution }
    : { q, result: null, error: outcome.error, attribution };
}

export default function TranslatePage() {
  const { q, result, error, attribution } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const { dark } = useTheme();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(q);
  useEffect(() => setValue(q), [q]);
  return (
    <main className={`vets-translate${dark ? " bp6-dark" : ""}`}>
      <h1>Military skills translator</h1>
      <p className="vets-muted">
        Enter a military occupation code or title from any branch: an Army or Marine Corps MOS (88M, 0311), an Air Force
        AFSC (3D1X2), a Navy or Coast Guard rating (IT2) or NEC. No account needed.
      </p>
      <Form method="get" className="vets-translate-form" role="search" aria-label="Translate a military code">
        <FormGroup label="Military code or title" labelFor="translate-q">
          <InputGroup
            id="translate-q"
            name="q"
            inputRef={input}
            size="large"
            value={value}
            onValueChange={setValue}
            placeholder="e.g. 88M, 0311, 3D1X2, IT2 or Motor Transport Operator"
            maxLength={TRANSLATOR_MAX_QUERY_LENGTH}
            autoComplete="off"
            required
          />
        </FormGroup>
        <Button type="submit" size="large" intent="primary" icon="translate" text="Translate" loading={busy} />
      </Form>
      {error && (
        <Callout intent="warning" role="alert">
          {error}
        </Callout>
      )}
      {result && <TranslatorResults result={result} />}
      <footer className="vets-translate-attribution" aria-label="Data sources">
        <p>{attribution}</p>
        <p>
          Federal series: OPM/DoD Mil2FedJobs crosswalk, via the U.S. Department of Veterans Affairs Veterans Employment
          Center (U.S. government work).
        </p>
      </footer>
    </main>
  );
}
