import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { withFlash } from "@shared/messages";
import { clearSessionCookieHeader, getAuth, revokeSessionById } from "~/lib/session.server";

export async function action({ request }: ActionFunctionArgs) {
  const auth = await getAuth(request);
  if (auth) await revokeSessionById(auth.sessionId);
  return redirect(withFlash("/login", "logged_out"), { headers: { "Set-Cookie": await clearSessionCookieHeader(request) } });
}

export const loader = () => redirect("/");
