import { Button, Card, Classes, NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { Link, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { FEED_PAGE_SIZE, FEED_TAB_LABELS, FEED_TABS, SOCIAL_MESSAGES, type FeedTab, type HashtagTrend, type PostView, type SuggestedUser } from "@shared/social";
import { useToast } from "~/components/shell/toaster";
import { CommunityStats, QuickActions, SuggestedConnections, TrendingTopics } from "./feed-sidebar";
import { PostCard } from "./post-card";
import { PostComposer } from "./post-composer";
import { apiCall } from "~/components/common/api-call";
import { useTheme } from "~/components/shell/theme";

export interface FeedScreenData {
  tab: FeedTab;
  tag: string | null;
  posts: PostView[];
  trending: HashtagTrend[];
  suggestions: SuggestedUser[];
  draft: { content: string; privacy: string } | null;
  viewer: { id: number; name: string; picture: string | null };
}

/** The Social Hub: tabs in ?tab=, composer, infinite scroll (pages of 20), sidebar. */
export function FeedScreen({ data }: { data: FeedScreenData }) {
  const [, setParams] = useSearchParams();
  const toast = useToast();
  const { dark, setDark } = useTheme();
  const [posts, setPosts] = useState<PostView[]>(data.posts);
  const [hasMore, setHasMore] = useState(data.posts.length >= FEED_PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setPosts(data.posts);
    setHasMore(data.posts.length >= FEED_PAGE_SIZE);
  }, [data.posts]);

  const loadMore = useCallback(async () => {
    if (loading || !hasMore) return;
    setLoading(true);
    const q = new URLSearchParams({ tab: data.tab, skip: String(posts.length), limit: String(FEED_PAGE_SIZE) });
    if (data.tag) q.set("tag", data.tag);
    const res = await apiCall<{ posts: PostView[] }>(`/api/social/feed?${q}`);
    setLoading(false);
    if (!res.ok) {
      toast(SOCIAL_MESSAGES.failedFeed, "danger");
      setHasMore(false);
      return;
    }
    const seen = new Set(posts.map((p) => p.id));
    setPosts([...posts, ...res.body.posts.filter((p) => !seen.has(p.id))]);
    if (res.body.posts.length < FEED_PAGE_SIZE) setHasMore(false);
  }, [loading, hasMore, data.tab, data.tag, posts, toast]);

  // More loads when the last post comes into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadMore, hasMore, posts.length]);

  const replace = (next: PostView) => setPosts((list) => list.map((p) => (p.id === next.id ? next : p)));
  const followChanged = (authorId: number, on: boolean) =>
    setPosts((list) => list.map((p) => (p.author_id === authorId ? { ...p, is_following_author: on } : p)));

  const showTagIndex = data.tab === "hashtags" && !data.tag;
  const lastIndex = posts.length - 1;
  return (
    <div className="vets-page vets-social-page">
      <div className="vets-page-header">
        <div>
          <h1>Social Hub</h1>
          <p>Connect with fellow veterans, share wins, and find your next mission.</p>
        </div>
        <Button icon={dark ? "flash" : "moon"} text={dark ? "Light mode" : "Dark mode"} onClick={() => setDark(!dark)} aria-pressed={dark} />
      </div>
      <div className="vets-social-layout">
        <div className="vets-social-main">
          <PostComposer
            viewerName={data.viewer.name}
            viewerPicture={data.viewer.picture}
            draft={data.draft}
            onPosted={(p) => setPosts((list) => (data.tab === "for-you" || data.tab === "following" ? [p, ...list] : list))}
          />
          <Tabs
            id="feed-tabs"
            selectedTabId={data.tab}
            onChange={(id) => setParams(id === "for-you" ? {} : { tab: String(id) }, { preventScrollReset: true })}
            className="vets-feed-tabs"
            large
          >
            {FEED_TABS.map((t) => (
              <Tab key={t} id={t} title={FEED_TAB_LABELS[t]} />
            ))}
          </Tabs>
          {/* The open tab's panel, under the id Blueprint's tab points at (aria-controls). */}
          <div
            className="vets-social-main"
            role="tabpanel"
            id={`${Classes.TAB_PANEL}_feed-tabs_${data.tab}`}
            aria-labelledby={`${Classes.TAB}-title_feed-tabs_${data.tab}`}
          >
          {data.tab === "hashtags" && data.tag && (
            <div className="vets-row vets-tag-header">
              <h2>#{data.tag}</h2>
              <Link to="/feed?tab=hashtags">All topics</Link>
            </div>
          )}
          {showTagIndex ? (
            <Card className="vets-tag-index" elevation={1}>
              <h3 className="vets-card-title">Explore topics</h3>
              {data.trending.length === 0 && <p className="vets-muted">{SOCIAL_MESSAGES.noPosts}</p>}
              <div className="vets-tag-cloud">
                {data.trending.map((t) => (
                  <Link key={t.hashtag} to={`/feed?tab=hashtags&tag=${encodeURIComponent(t.hashtag)}`} className="vets-tag-chip">
                    #{t.hashtag} <span className="vets-muted">{t.count} this week</span>
                  </Link>
                ))}
              </div>
            </Card>
          ) : posts.length === 0 ? (
            <NonIdealState
              icon={data.tab === "following" ? "people" : "chat"}
              title={data.tab === "following" ? SOCIAL_MESSAGES.noConnectionsPosts : SOCIAL_MESSAGES.noPosts}
              description={data.tab === "following" ? "Follow veterans to see their posts here." : "Be the first to share something."}
              className="vets-feed-empty"
            />
          ) : (
            <div className="vets-feed-list">
              {posts.map((p, i) => (
                <div key={p.id} ref={i === lastIndex ? sentinel : undefined}>
                  <PostCard post={p} viewerId={data.viewer.id} onChange={replace} onFollowChange={followChanged} />
                </div>
              ))}
              {loading && <Spinner size={24} className="vets-feed-spinner" />}
              {!hasMore && <p className="vets-feed-end">{SOCIAL_MESSAGES.caughtUp}</p>}
            </div>
          )}
          </div>
        </div>
        <aside className="vets-social-side">
          <TrendingTopics tags={data.trending} />
          <SuggestedConnections users={data.suggestions} onFollowChange={followChanged} />
          <QuickActions />
          <CommunityStats />
        </aside>
      </div>
    </div>
  );
}
