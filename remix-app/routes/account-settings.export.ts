import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePageActor } from "~/domain/access/policy.server";
import { exportDownload } from "~/domain/accounts/export-download.server";

/** The settings screen's download: the same file as GET /api/account/export, on the cookie session. */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "use-account");
  return exportDownload(auth.user.id);
}
