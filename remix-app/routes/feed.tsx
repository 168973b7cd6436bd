import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoadFailurePage } from "~/components/common/load-failure";
import { FeedScreen } from "~/components/social/feed-screen";
import { loadFeedPage } from "~/screens/feed-page.server";
import { LOAD_FAILURES, loadScreenData } from "~/screens/screen-load.server";
import { requirePageActor } from "~/domain/access/policy.server";

export const meta: MetaFunction = () => [{ title: "Social Hub — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "use-social-hub");
  return loadScreenData(LOAD_FAILURES.feed, () => loadFeedPage(auth.user, new URL(request.url).searchParams));
}

export default function Feed() {
  const load = useLoaderData<typeof loader>();
  if (load.loadError !== null) return <LoadFailurePage title="Social Hub" message={load.loadError} />;
  return <FeedScreen data={load.data} />;
}
