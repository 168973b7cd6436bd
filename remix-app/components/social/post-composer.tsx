import { Button, Card, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import {
  checkComposerFiles,
  DRAFT_AUTOSAVE_MS,
  extractHashtags,
  extractMentions,
  firstUrl,
  MEDIA_ALT_MAX,
  POST_TEXT_COUNTER,
  SOCIAL_MESSAGES,
  type LinkPreview,
  type PostPrivacy,
  type PostView,
} from "@shared/social";
import { useToast } from "~/components/shell/toaster";
import { UserAvatar } from "~/components/shell/user-avatar";
import { LinkPreviewCard } from "./link-preview-card";
import { apiCall } from "~/components/common/api-call";

interface Props {
  viewerName: string;
  viewerPicture: string | null;
  draft: { content: string; privacy: string } | null;
  onPosted: (post: PostView) => void;
}

/** SPEC §5 composer: counter, media rules checked here and again on the server, link preview, 2 s draft autosave. */
export function PostComposer({ viewerName, viewerPicture, draft, onPosted }: Props) {
  const toast = useToast();
  const [content, setContent] = useState(draft?.content ?? "");
  const [privacy, setPrivacy] = useState<PostPrivacy>(draft?.privacy === "connections" ? "connections" : "public");
  const [files, setFiles] = useState<File[]>([]);
  // The author's description of each image (alt text), by the files' position.
  const [alts, setAlts] = useState<string[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [linkPreview, setLinkPreview] = useState<LinkPreview | null>(null);
  const [dismissedUrl, setDismissedUrl] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const touched = useRef(false);

  // Object URLs for the chosen files, released when they change.
  useEffect(() => {
    const urls = files.map((f) => URL.createObjectURL(f));
    setPreviews(urls);
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);

  // Draft autosave after 2 seconds without typing.
  useEffect(() => {
    if (!touched.current) return;
    const timer = setTimeout(() => void apiCall("/api/social/draft", { method: "PUT", json: { content, privacy } }), DRAFT_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [content, privacy]);

  // The first URL in the text gets a preview (failures are only logged, SPEC §8).
  const url = firstUrl(content);
  useEffect(() => {
    if (!url || url === dismissedUrl) {
      setLinkPreview(null);
      return;
    }
    const timer = setTimeout(async () => {
      const res = await apiCall<LinkPreview>("/api/social/link-preview", { json: { url } });
      if (res.ok) setLinkPreview(res.body);
      else {
        setLinkPreview(null);
        console.warn("link preview failed", res.status);
      }
    }, 700);
    return () => clearTimeout(timer);
  }, [url, dismissedUrl]);

  const chooseFiles = (list: FileList | null) => {
    if (!list) return;
    const next = [...files, ...Array.from(list)];
    const problem = checkComposerFiles(next);
    if (problem) {
      setError(problem);
      toast(problem, "danger");
    } else {
      setError(null);
      setFiles(next);
      setAlts([...alts, ...Array.from(list).map(() => "")]);
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  const submit = async () => {
    if (!content.trim() && files.length === 0) {
      setError(SOCIAL_MESSAGES.emptyPost);
      toast(SOCIAL_MESSAGES.emptyPost, "danger");
      return;
    }
    setBusy(true);
    const form = new FormData();
    form.append("content", content);
    form.append("privacy", privacy);
    form.append("mentions", JSON.stringify(extractMentions(content)));
    form.append("hashtags", JSON.stringify(extractHashtags(content)));
    if (linkPreview) form.append("link_preview", JSON.stringify(linkPreview));
    files.forEach((f, i) => {
      form.append("media", f, f.name);
      form.append("media_alt", alts[i] ?? "");
    });
    const res = await apiCall<{ post: PostView }>("/api/posts", { form });
    setBusy(false);
    if (!res.ok) {
      const message = res.body.detail ?? SOCIAL_MESSAGES.failedPost;
      setError(message);
      toast(message, "danger");
      return;
    }
    toast(SOCIAL_MESSAGES.posted, "success");
    touched.current = false;
    setContent("");
    setFiles([]);
    setAlts([]);
    setError(null);
    setLinkPreview(null);
    setDismissedUrl(null);
    onPosted(res.body.post);
  };

  const over = content.length > POST_TEXT_COUNTER;
  return (
    <Card className="vets-composer" elevation={1}>
      <div className="vets-composer-row">
        <UserAvatar name={viewerName} pictureUrl={viewerPicture} size={40} />
        <TextArea
          aria-label="What's on your mind?"
          placeholder="Share an update, a win, or a question… Use @name and #topics"
          value={content}
          onChange={(e) => {
            touched.current = true;
            setContent(e.currentTarget.value);
            setError(null);
          }}
          rows={3}
          fill
        />
      </div>
      {previews.length > 0 && (
        <div className="vets-composer-files">
          {files.map((f, i) => (
            <div key={previews[i]} className="vets-composer-file">
              {f.type.startsWith("video/") ? <video src={previews[i]} muted /> : <img src={previews[i]} alt={alts[i] || `Attached image ${i + 1}`} />}
              <Button
                size="small"
                icon="cross"
                aria-label={`Remove ${f.name}`}
                onClick={() => {
                  setFiles(files.filter((_, j) => j !== i));
                  setAlts(alts.filter((_, j) => j !== i));
                }}
              />
              {!f.type.startsWith("video/") && (
                <InputGroup
                  size="small"
                  className="vets-composer-alt"
                  aria-label={`Describe image ${i + 1} for people who can't see it`}
                  placeholder="Describe this image (alt text)"
                  maxLength={MEDIA_ALT_MAX}
                  value={alts[i] ?? ""}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setAlts(files.map((_, j) => (j === i ? value : (alts[j] ?? ""))));
                  }}
                />
              )}
            </div>
          ))}
        </div>
      )}
      {linkPreview && <LinkPreviewCard preview={linkPreview} onRemove={() => setDismissedUrl(url)} />}
      {error && (
        <p className="vets-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="vets-composer-actions">
        <input
          ref={fileInput}
          type="file"
          accept="image/*,video/*"
          multiple
          hidden
          data-testid="composer-files"
          onChange={(e) => chooseFiles(e.currentTarget.files)}
        />
        <Button variant="minimal" icon="media" text="Photo/Video" onClick={() => fileInput.current?.click()} />
        <HTMLSelect
          aria-label="Who can see this post"
          value={privacy}
          onChange={(e) => {
            touched.current = true;
            setPrivacy(e.currentTarget.value as PostPrivacy);
          }}
          options={[
            { value: "public", label: "Public" },
            { value: "connections", label: "Connections" },
          ]}
        />
        <span className="vets-spacer" />
        <span className={over ? "vets-counter is-over" : "vets-counter"} aria-live="polite">
          {content.length}/{POST_TEXT_COUNTER}
        </span>
        <Button intent="primary" icon="send-message" text="Post" loading={busy} onClick={() => void submit()} />
      </div>
    </Card>
  );
}
