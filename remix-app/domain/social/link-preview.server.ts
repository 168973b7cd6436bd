import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { Parser } from "htmlparser2";
import { isStoredPreviewImage, type LinkPreview } from "@shared/social";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { invalid, isDomainError } from "~/lib/errors.server";
import { UPLOADS_URL_PREFIX } from "~/domain/uploads/uploaded-files.server";
import { reencodeImage } from "./post-media.server";
import { fetchChecked as fetchSafely, parseSafeUrl, SafeFetchRefused as PreviewRefused, type Wanted } from "~/lib/safe-fetch.server";
import { log } from "~/lib/logger.server";

export const PREVIEW_LIMITS = { maxRedirects: 3, totalMs: 5000, maxBytes: 1024 * 1024, maxUrlLength: 2048, imageMaxBytes: 5 * 1024 * 1024, imageMaxSide: 1200 } as const;
/** Preview images are stored here, re-encoded, and served as /uploads/previews/<name> (public: copies of public pages' images). */
export const PREVIEW_IMAGES_FOLDER = "previews";
const CACHE_OK_MS = 24 * 60 * 60 * 1000;
const CACHE_FAIL_MS = 10 * 60 * 1000;
const USER_AGENT = "VetCareerLinkPreview/1.0 (+https://vets.local)";

export const PREVIEW_ERRORS = {
  badUrl: "Enter a valid http or https URL",
  refused: "This link cannot be previewed",
} as const;

/** WHATWG parsing normalises the host (IPv4 in any notation becomes a dotted quad); only http(s) with no credentials. */
export function parsePreviewUrl(raw: string): URL | null {
  return parseSafeUrl(raw, PREVIEW_LIMITS.maxUrlLength);
}

interface FetchedPage {
  url: URL;
  html: string;
}

const PAGE: Wanted = { accept: "text/html,application/xhtml+xml", type: /^(text\/html|application\/xhtml\+xml)\b/, maxBytes: PREVIEW_LIMITS.maxBytes, overflow: "truncate" };
const IMAGE: Wanted = { accept: "image/avif,image/webp,image/png,image/jpeg,image/gif", type: /^image\//, maxBytes: PREVIEW_LIMITS.imageMaxBytes, overflow: "refuse" };

/** At most 3 redirects, every hop checked like the first; 5 s for the whole walk (lib/safe-fetch). */
const fetchChecked = (start: URL, wanted: Wanted) =>
  fetchSafely(start, wanted, { maxRedirects: PREVIEW_LIMITS.maxRedirects, totalMs: PREVIEW_LIMITS.totalMs, maxUrlLength: PREVIEW_LIMITS.maxUrlLength, userAgent: USER_AGENT });

export async function fetchPreviewPage(start: URL): Promise<FetchedPage> {
  const { url, body } = await fetchChecked(start, PAGE);
  return { url, html: body.toString("utf8") };
}

/**
 * The page's image as our own file: fetched by the server under the same rules as the page (every
 * hop checked, 5 s, at most 5 MB), re-encoded by the post-image path (a fresh WebP, no metadata,
 * here inside 1200 px) and stored under a name derived from its address. Viewers' browsers load
 * only this copy, never the third-party image. Null when it cannot be fetched or is no image.
 */
async function storePreviewImage(source: string): Promise<string | null> {
  const url = parsePreviewUrl(source);
  if (!url) return null;
  try {
    const { body } = await fetchChecked(url, IMAGE);
    const webp = await reencodeImage(body, PREVIEW_LIMITS.imageMaxSide);
    const name = `${crypto.createHash("sha256").update(url.toString()).digest("hex").slice(0, 32)}.webp`;
    const dir = path.join(getConfig().uploadsDir, PREVIEW_IMAGES_FOLDER);
    await fsp.mkdir(dir, { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const temp = path.join(dir, `.${name}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`);
    await fsp.writeFile(temp, webp, { mode: 0o644 });
    await fsp.rename(temp, path.join(dir, name));
    return `${UPLOADS_URL_PREFIX}${PREVIEW_IMAGES_FOLDER}/${name}`;
  } catch (e) {
    if (!(e instanceof PreviewRefused) && !isDomainError(e)) log.warn({ error: e instanceof Error ? e.message : String(e) }, "[link-preview] image failed");
    return null;
  }
}

function clean(value: string | undefined, max: number): string | null {
  if (!value) return null;
  const text = value.replace(/\s+/g, " ").trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Title, description and image from Open Graph, then Twitter cards, then <title> / meta description. */
export function extractPreview(html: string, pageUrl: URL): LinkPreview {
  const meta = new Map<string, string>();
  let title = "";
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "title") inTitle = true;
        if (name === "meta") {
          const key = (attrs.property ?? attrs.name ?? "").toLowerCase();
          if (key && attrs.content !== undefined && !meta.has(key)) meta.set(key, attrs.content);
        }
      },
      ontext(text) {
        if (inTitle && title.length < 1000) title += text;
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const pick = (...keys: string[]) => keys.map((k) => meta.get(k)).find((v) => v && v.trim());
  let image: string | null = null;
  const rawImage = pick("og:image", "og:image:url", "twitter:image", "twitter:image:src");
  if (rawImage) {
    try {
      // The source the server fetches and re-encodes (storePreviewImage); never shown as is.
      const resolved = new URL(rawImage, pageUrl);
      if (resolved.protocol === "https:" || resolved.protocol === "http:") image = resolved.toString();
    } catch {
      image = null;
    }
  }
  return {
    title: clean(pick("og:title", "twitter:title") ?? title, 200),
    description: clean(pick("og:description", "twitter:description", "description"), 500),
    image,
    domain: pageUrl.hostname.replace(/^www\./, ""),
    url: pageUrl.toString(),
  };
}

const hashUrl = (url: string) => crypto.createHash("sha256").update(url).digest("hex");

/**
 * POST /api/social/link-preview and a post's first URL. Cached per URL (successes a day,
 * refusals ten minutes); a refused or failed fetch is a 422 with one neutral detail, never which
 * rule refused it (no probing of the network behind the server). The card names and links to the
 * page actually fetched, after redirects (a short link shows where it leads, not the shortener),
 * and its image is the server's re-encoded copy.
 */
export async function getLinkPreview(rawUrl: string): Promise<LinkPreview> {
  const url = parsePreviewUrl(rawUrl);
  if (!url) throw invalid(PREVIEW_ERRORS.badUrl);
  const key = url.toString();
  const db = getDb();
  const urlHash = hashUrl(key);
  const cached = await db.linkPreviewCache.findUnique({ where: { urlHash } });
  const now = Date.now();
  if (cached && now - cached.fetchedAt.getTime() < (cached.ok ? CACHE_OK_MS : CACHE_FAIL_MS)) {
    if (!cached.ok) throw invalid(PREVIEW_ERRORS.refused);
    return {
      title: cached.title,
      description: cached.description,
      image: isStoredPreviewImage(cached.image) ? cached.image : null,
      domain: cached.domain ?? url.hostname,
      url: cached.finalUrl ?? key,
    };
  }
  let preview: LinkPreview | null = null;
  try {
    const page = await fetchPreviewPage(url);
    const found = extractPreview(page.html, page.url);
    preview = { ...found, image: found.image ? await storePreviewImage(found.image) : null };
  } catch (e) {
    if (!(e instanceof PreviewRefused)) log.warn({ url: key, error: e instanceof Error ? e.message : String(e) }, "[link-preview] fetch failed");
  }
  const data = {
    url: key.slice(0, 2048),
    ok: preview !== null,
    title: preview?.title ?? null,
    description: preview?.description ?? null,
    image: preview?.image ?? null,
    domain: preview?.domain ?? null,
    finalUrl: preview ? preview.url.slice(0, 2048) : null,
    fetchedAt: new Date(),
  };
  await db.linkPreviewCache.upsert({ where: { urlHash }, create: { urlHash, ...data }, update: data });
  if (!preview) throw invalid(PREVIEW_ERRORS.refused);
  return preview;
}

/** For post creation: the preview or nothing; a post never fails because a link could not be previewed. */
export async function tryLinkPreview(rawUrl: string | null): Promise<LinkPreview | null> {
  if (!rawUrl) return null;
  try {
    return await getLinkPreview(rawUrl);
  } catch {
    return null;
  }
}
