import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** SPEC's /messages is the Inbox's Messages tab; a thread link keeps its query. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/inbox${new URL(request.url).search}`);
}
