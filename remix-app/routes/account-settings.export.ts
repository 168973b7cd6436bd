import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportDownload } from "~/domain/accounts/export-download.server";
import { requireUserPage } from "~/lib/session.server";

/** The settings screen's download: the same file as GET /api/account/export, on the cookie session. */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireUserPage(request);
  return exportDownload(auth.user.id);
}
