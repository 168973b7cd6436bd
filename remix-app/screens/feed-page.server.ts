import { SUGGESTED_USERS_REQUESTED, TRENDING_TAGS_REQUESTED } from "@shared/social";
import type { AuthUser } from "~/lib/session.server";
import { suggestedUsers, trendingHashtags } from "~/domain/social/feed.server";
import { loadFeedTab } from "~/domain/social/feed-tabs.server";
import { loadDraft } from "~/domain/social/posts.server";

/** Everything the /feed screen shows on first paint, from one loader. */
export async function loadFeedPage(user: AuthUser, q: URLSearchParams) {
  const tabData = await loadFeedTab(user, q);
  const [trending, suggestions, draft] = await Promise.all([
    trendingHashtags(TRENDING_TAGS_REQUESTED).catch(() => []),
    suggestedUsers(user.id, SUGGESTED_USERS_REQUESTED).catch(() => []),
    loadDraft(user),
  ]);
  return {
    ...tabData,
    trending,
    suggestions,
    draft,
    viewer: { id: user.id, name: user.fullName, picture: user.profilePicUrl },
  };
}
