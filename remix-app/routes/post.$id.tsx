import { NonIdealState } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { requirePageActor } from "~/domain/access/policy.server";
import { LinkButton } from "~/components/common/link-button";
import { PostCard } from "~/components/social/post-card";
import { getPostForViewer } from "~/domain/social/posts.server";
import { isDomainError } from "~/lib/errors.server";

export const meta: MetaFunction = () => [{ title: "Post — VetCareer" }];

/** A copied share link: signed-out visitors go to /login and come back; unreadable posts look like missing ones. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "read-post");
  const id = Number(params.id);
  try {
    if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
    return { post: await getPostForViewer(auth.user.id, id), viewerId: auth.user.id };
  } catch (e) {
    if (e instanceof Response || isDomainError(e)) return Response.json({ post: null, viewerId: auth.user.id }, { status: 404 });
    throw e;
  }
}

export default function PostPage() {
  const data = useLoaderData<typeof loader>();
  const [post, setPost] = useState(data.post);
  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-row vets-post-page-nav">
        <LinkButton to="/feed" icon="arrow-left" variant="minimal" text="Back to feed" />
      </div>
      {post ? (
        <PostCard post={post} viewerId={data.viewerId} onChange={setPost} defaultCommentsOpen />
      ) : (
        <NonIdealState icon="search" title="Post not found" description="It may have been removed, or it is shared with the author's connections only." />
      )}
    </div>
  );
}
