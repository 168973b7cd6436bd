import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeedScreen } from "../components/social/feed-screen";
import { loadFeedPage } from "../domain/social/feed-page.server";
import { SOCIAL_ROLES } from "../domain/social/posts.server";
import { requireUserPage } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Social Hub — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireUserPage(request, SOCIAL_ROLES);
  return loadFeedPage(auth.user, new URL(request.url).searchParams);
}

export default function Feed() {
  return <FeedScreen data={useLoaderData<typeof loader>()} />;
}
