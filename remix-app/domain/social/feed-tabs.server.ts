import { FEED_TABS, type FeedTab, type PostView } from "@shared/social";
import { invalid } from "~/lib/errors.server";
import { followingFeed, forYouFeed, hashtagPosts, pageOf, savedPosts, trendingFeed } from "./feed.server";
import { ensureHandle, requireSocialRole, type SocialActor } from "./posts.server";

export function parseFeedTab(value: string | null): FeedTab {
  return (FEED_TABS as readonly string[]).includes(value ?? "") ? (value as FeedTab) : "for-you";
}

/**
 * One tab of the screen: For You, Following, Trending, a hashtag's posts (Hashtags with ?tag=) or
 * Saved. Hashtags without a tag lists the trending tags instead (the screen shows them), so no posts.
 */
export async function loadFeedTab(actor: SocialActor, q: URLSearchParams): Promise<{ tab: FeedTab; tag: string | null; posts: PostView[]; skip: number; limit: number }> {
  requireSocialRole(actor);
  const raw = q.get("tab");
  if (raw && !(FEED_TABS as readonly string[]).includes(raw)) throw invalid("tab must be for-you, following, trending, hashtags or saved");
  const tab = parseFeedTab(raw);
  const page = pageOf(q.get("skip"), q.get("limit"));
  const tag = q.get("tag");
  await ensureHandle(actor.id);
  let posts: PostView[];
  if (tab === "following") posts = await followingFeed(actor.id, page);
  else if (tab === "trending") posts = await trendingFeed(actor.id, page);
  else if (tab === "saved") posts = await savedPosts(actor.id, page);
  else if (tab === "hashtags") posts = tag ? await hashtagPosts(actor.id, tag, page) : [];
  else posts = await forYouFeed(actor.id, page);
  return { tab, tag: tab === "hashtags" ? tag : null, posts, ...page };
}
