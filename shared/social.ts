/** Social hub constants, SPEC §8 wording and the text rules shared by the composer and the server. */

export const FEED_PAGE_SIZE = 20;
export const FEED_MAX_LIMIT = 100;
export const TRENDING_TAGS_REQUESTED = 10;
export const TRENDING_TAGS_SHOWN = 8;
export const SUGGESTED_USERS_REQUESTED = 5;
export const POST_TEXT_COUNTER = 2000;
/** The counter is SPEC's only text rule; the server still caps what it stores. */
export const POST_TEXT_HARD_MAX = 10_000;
export const COMMENT_MAX = 2000;
export const IMAGE_MAX_BYTES = 5_242_880;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const MAX_IMAGES = 4;
export const DRAFT_AUTOSAVE_MS = 2000;
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

export const REACTION_TYPES = ["thumbsup", "target", "clap", "heart"] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const REACTION_LABELS: Record<ReactionType, string> = {
  thumbsup: "Like",
  target: "On Target",
  clap: "Celebrate",
  heart: "Love",
};

export const PRIVACY_OPTIONS = ["public", "connections"] as const;
export type PostPrivacy = (typeof PRIVACY_OPTIONS)[number];

export const FEED_TABS = ["for-you", "following", "trending", "hashtags", "saved"] as const;
export type FeedTab = (typeof FEED_TABS)[number];
export const FEED_TAB_LABELS: Record<FeedTab, string> = {
  "for-you": "For You",
  following: "Following",
  trending: "Trending",
  hashtags: "Hashtags",
  saved: "Saved",
};

export const COMMUNITY_STATS = { activeVeterans: 2847, postsThisWeek: 156, newConnections: 89 } as const;

export const SOCIAL_MESSAGES = {
  emptyPost: "Please add some content or media",
  onlyMedia: "Only image and video files are allowed",
  imageTooLarge: "File too large. Max size: 5MB",
  videoTooLarge: "File too large. Max size: 50MB",
  videoUnreadable: "This video could not be read. Please upload a complete MP4 or WebM video with a video track",
  oneVideo: "You can only upload one video at a time",
  maxImages: "Maximum 4 images allowed",
  posted: "Post shared successfully!",
  commentAdded: "Comment added!",
  replyAdded: "Reply added!",
  reported: "Post reported. Thank you for keeping our community safe.",
  linkCopied: "Link copied to clipboard!",
  bookmarkRemoved: "Bookmark removed",
  bookmarked: "Post bookmarked",
  followed: "Following successfully",
  unfollowed: "Unfollowed successfully",
  noConnectionsPosts: "No posts from connections",
  noPosts: "No posts yet",
  caughtUp: "You're all caught up!",
  failedFeed: "Failed to load feed",
  failedReaction: "Failed to update reaction",
  failedBookmark: "Failed to update bookmark",
  failedComment: "Failed to add comment",
  failedReply: "Failed to add reply",
  failedReport: "Failed to report post",
  failedCopy: "Failed to copy link",
  failedPost: "Failed to create post",
  failedFollow: "Failed to update follow status",
  emptyComment: "Comment cannot be empty",
  postNotFound: "Post not found",
  following: "Following",
  connected: "Connected",
  nowConnected: "You are now connected",
  followsYou: "Follows you",
  followBack: "Follow back",
  notConnectedYet: (name: string) => `You follow ${name}. You'll be connected once ${name} follows you back.`,
  messageOnceConnected: (name: string) => `Follow each other to connect; then you can message ${name}.`,
  connectedHint: (name: string) =>
    `You and ${name} follow each other: you see each other's connections-only posts and can message each other.`,
} as const;

/** The new-conversation dialog's explanation of who can be messaged and how to connect. */
export const WHO_CAN_BE_MESSAGED =
  "You can message people whose setting allows it. To message someone who accepts connections only, follow each other: a follow becomes a connection once it is returned.";

const WORD = "[A-Za-z0-9_]";
const MENTION_RE = new RegExp(`(^|[^A-Za-z0-9_@])@(${WORD}{1,30})`, "g");
const HASHTAG_RE = new RegExp(`(^|[^A-Za-z0-9_&#])#(${WORD}{1,50})`, "g");
const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi;

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** `@handle` names in the text, lower-cased, in order of first appearance. */
export function extractMentions(text: string): string[] {
  return unique([...text.matchAll(MENTION_RE)].map((m) => m[2].toLowerCase()));
}

/** `#tag` names, lower-cased, in order of first appearance. */
export function extractHashtags(text: string): string[] {
  return unique([...text.matchAll(HASHTAG_RE)].map((m) => m[2].toLowerCase()));
}

/** Trailing punctuation belongs to the sentence, not the link. */
function trimUrl(raw: string): string {
  return raw.replace(/[.,;:!?)\]}]+$/, "");
}

/** The first http(s) URL in the text (SPEC: it triggers the link preview). */
export function firstUrl(text: string): string | null {
  const m = text.match(URL_RE);
  return m ? trimUrl(m[0]) : null;
}

/**
 * A link preview's image as viewers may load it: only the server's own re-encoded copy
 * (/uploads/previews/…), never a third party's address (older previews stored one).
 */
export function isStoredPreviewImage(image: unknown): image is string {
  return typeof image === "string" && /^\/uploads\/previews\/[0-9a-f]{32}\.webp$/.test(image);
}

/** Only http(s) URLs become links; anything else renders as text. */
export function isSafeHref(href: string): boolean {
  try {
    const u = new URL(href);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

export type TextToken =
  | { kind: "text"; text: string }
  | { kind: "url"; text: string; href: string }
  | { kind: "mention"; text: string; handle: string }
  | { kind: "hashtag"; text: string; tag: string };

/** An image description (alt text) the composer asks for, at most this long. */
export const MEDIA_ALT_MAX = 300;

/**
 * Splits post text into plain text, links, mentions and hashtags. Rendering turns each into a
 * React text node or an element with a computed href: nothing of the text is ever parsed as HTML.
 */
export function tokenizePostText(text: string): TextToken[] {
  const re = new RegExp(`${URL_RE.source}|(^|[^A-Za-z0-9_@])@(${WORD}{1,30})|(^|[^A-Za-z0-9_&#])#(${WORD}{1,50})`, "gi");
  const tokens: TextToken[] = [];
  let last = 0;
  const pushText = (s: string) => {
    if (!s) return;
    const prev = tokens[tokens.length - 1];
    if (prev?.kind === "text") prev.text += s;
    else tokens.push({ kind: "text", text: s });
  };
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    pushText(text.slice(last, start));
    if (m[2] !== undefined) {
      pushText(m[1]);
      tokens.push({ kind: "mention", text: `@${m[2]}`, handle: m[2].toLowerCase() });
    } else if (m[4] !== undefined) {
      pushText(m[3]);
      tokens.push({ kind: "hashtag", text: `#${m[4]}`, tag: m[4].toLowerCase() });
    } else {
      const url = trimUrl(m[0]);
      if (isSafeHref(url)) tokens.push({ kind: "url", text: url, href: url });
      else pushText(url);
      pushText(m[0].slice(url.length));
    }
    last = start + m[0].length;
  }
  pushText(text.slice(last));
  return tokens;
}

/** Client-side composer checks (SPEC §5), repeated on the server. Returns SPEC's message or null. */
export function checkComposerFiles(files: readonly { type: string; size: number }[]): string | null {
  const kinds = files.map((f) => (f.type.startsWith("image/") ? "image" : f.type.startsWith("video/") ? "video" : "other"));
  if (kinds.includes("other")) return SOCIAL_MESSAGES.onlyMedia;
  for (let i = 0; i < files.length; i++) {
    if (kinds[i] === "image" && files[i].size > IMAGE_MAX_BYTES) return SOCIAL_MESSAGES.imageTooLarge;
    if (kinds[i] === "video" && files[i].size > VIDEO_MAX_BYTES) return SOCIAL_MESSAGES.videoTooLarge;
  }
  if (kinds.includes("video") && files.length > 1) return SOCIAL_MESSAGES.oneVideo;
  if (kinds.filter((k) => k === "image").length > MAX_IMAGES) return SOCIAL_MESSAGES.maxImages;
  return null;
}

/** API shapes (SPEC §3). */
export interface LinkPreview {
  title: string | null;
  description: string | null;
  image: string | null;
  domain: string;
  url: string;
}

export interface PostView {
  id: number;
  content: string;
  privacy: PostPrivacy;
  /** `alt`: what the author wrote describing an image (none: the image is shown as decoration). */
  media: { type: "image" | "video"; url: string; alt?: string }[];
  created_at: string;
  author_id: number;
  author_name: string;
  author_handle: string | null;
  author_profile_pic: string | null;
  author_branch: string | null;
  author_rank: string | null;
  user_has_liked: boolean;
  like_count: number;
  comments_count: number;
  is_bookmarked: boolean;
  is_following_author: boolean;
  reactions: Record<ReactionType, number>;
  user_reaction: ReactionType | null;
  link_preview: LinkPreview | null;
  hashtags: string[];
  mentions: { handle: string; user_id: number }[];
}

export interface CommentView {
  id: number;
  content: string;
  author_id: number;
  author_name: string;
  author_profile_pic: string | null;
  created_at: string;
  likes_count: number;
  replies: CommentView[];
}

export interface HashtagTrend {
  hashtag: string;
  count: number;
  posts_count: number;
}

export interface SuggestedUser {
  id: number;
  full_name: string;
  headline: string | null;
  military_branch: string | null;
  profile_pic_url: string | null;
  is_following: boolean;
  reasons: string[];
}

export type ModerationDecision = "hide" | "dismiss" | "suspend";
export const MODERATION_DECISIONS: readonly ModerationDecision[] = ["hide", "dismiss", "suspend"];

/** Why a post is reported: the reporter picks one in the report dialog; the moderation queue shows it. */
export const REPORT_REASONS = ["inappropriate_content", "spam", "harassment", "misinformation", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  inappropriate_content: "Inappropriate content",
  spam: "Spam",
  harassment: "Harassment",
  misinformation: "Misinformation",
  other: "Something else",
};
