import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { SUPPORT_MESSAGES } from "@shared/schemas/support";
import { ContactForm } from "~/components/support/contact-form";
import { sendSupportMessage } from "~/domain/support/support-messages.server";
import { readFormFields } from "~/lib/form.server";
import { actionResult, clientInfo } from "~/lib/http.server";
import { getAuth } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: "Contact Support — VetCareer" }];

/** Public: anyone may write, signed in or not (a suspended account is told to contact support and cannot sign in). */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await getAuth(request);
  return { accountEmail: auth?.user.email ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await getAuth(request);
  const form = await readFormFields(request);
  const r = await actionResult(() => sendSupportMessage({ userId: auth?.user.id ?? null, ip: clientInfo(request, context).ip }, form), SUPPORT_MESSAGES.sendFailed);
  return r.ok ? { ok: true as const, message: r.value.message } : { ok: false as const, error: r.error };
}

export default function ContactRoute() {
  const { accountEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-page-header">
        <div>
          <h1>Contact Support</h1>
          <p>
            Questions about your account, a suspension, a verification or a payment: an administrator reads every message. See also the{" "}
            <Link to="/privacy">Privacy Policy</Link> and the <Link to="/terms">Terms of Service</Link>.
          </p>
        </div>
      </div>
      <ContactForm accountEmail={accountEmail} result={result} />
    </div>
  );
}
