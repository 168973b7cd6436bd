/**
 * The stored form of what the fit scorer reads of a posting's title and text (Job.fitTerms,
 * issue 53): written with the job by every path that writes its title, description or
 * requirements, read back by rankings instead of the description, so ranking a veteran against
 * 100,000 jobs neither reads nor tokenises descriptions. A row without terms, or with terms of an
 * older format or scorer, is read from its text and its terms written back (fitTermsBackfill).
 * docs/decisions/120-posting-terms-stored-with-the-job.md.
 */
import { createHash } from "node:crypto";
import type { Db, DbTx } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { retryOnWriteConflict } from "~/lib/write-conflict-retry.server";
import { FIT_SCORER_VERSION } from "~/domain/matching/fit-version";
import { postingTerms, type PostingTerms } from "~/domain/matching/posting-terms.server";

/**
 * The layout's version. Bump it with any change to what a posting's terms hold or how they are
 * read from its text (words, codes, flags, windows, requirement labels); tests/unit/fit-terms.test.ts
 * fails until it is. A scorer bump (FIT_SCORER_VERSION) also makes every stored form stale.
 */
export const FIT_TERMS_FORMAT = 3;
const HEADER = `t${FIT_TERMS_FORMAT}.${FIT_SCORER_VERSION}\t`;

/** Terms as stored, and a digest of them for the job's fit version. */
export interface StoredTerms {
  terms: PostingTerms;
  digest: string;
}

/**
 * Fields after the header, tab-separated: digest, has-text, flags, requirement labels ("|"),
 * mixed codes (" "), digit codes listed with them (" "), words (" "), the word sequence (" "), then the service windows (the rest: raw text, any character).
 */
function body(terms: PostingTerms): string {
  const { text } = terms;
  return [
    text.hasText ? "1" : "0",
    String(text.flags),
    terms.requirements.join("|"),
    [...text.mixedCodes].join(" "),
    [...text.listedCodes].join(" "),
    text.words.join(" "),
    text.sequence,
    text.serviceWindows,
  ].join("\t");
}

function digestOf(content: string): string {
  return createHash("sha1").update(content).digest("base64url").slice(0, 22);
}

/** The stored form of a posting's terms. */
export function encodeTerms(terms: PostingTerms): string {
  const content = body(terms);
  return `${HEADER}${digestOf(content)}\t${content}`;
}

/** The column a write sets: the posting's terms from its title, description and requirements. */
export function fitTermsColumn(title: string, description: string | null | undefined, requirements: string | null | undefined): string {
  return encodeTerms(postingTerms(title, postingText(description, requirements)));
}

/** The posting's text as the scorer reads it: the description, then the requirements. */
export function postingText(description: string | null | undefined, requirements: string | null | undefined): string {
  return requirements ? `${description ?? ""}\n${requirements}` : (description ?? "");
}

const NO_WORDS: readonly string[] = Object.freeze([]);

/**
 * One copy of each word however many postings hold it: a ranking process keeps every open
 * posting's words (open-jobs-catalogue.server.ts). Bounded, past which words are kept as read.
 */
const internedWords = new Map<string, string>();
const MAX_INTERNED = 500_000;

function internedList(joined: string): string[] {
  const words = joined.split(" ");
  for (let i = 0; i < words.length; i++) {
    const known = internedWords.get(words[i]);
    if (known !== undefined) words[i] = known;
    else if (internedWords.size < MAX_INTERNED) internedWords.set(words[i], words[i]);
  }
  return words;
}
const split = (value: string, separator: string): string[] => (value === "" ? [] : value.split(separator));

/** The terms stored in a row, or null when it has none or they are of another format or scorer. */
export function decodeTerms(stored: string | null | undefined): StoredTerms | null {
  if (!stored?.startsWith(HEADER)) return null;
  const fields: string[] = [];
  let at = HEADER.length;
  for (let i = 0; i < 8; i++) {
    const tab = stored.indexOf("\t", at);
    if (tab < 0) return null;
    fields.push(stored.slice(at, tab));
    at = tab + 1;
  }
  const [digest, hasText, flags, requirements, mixedCodes, listedCodes, words, sequence] = fields;
  return {
    digest,
    terms: {
      requirements: split(requirements, "|"),
      text: {
        hasText: hasText === "1",
        flags: Number(flags),
        mixedCodes: new Set(split(mixedCodes, " ")),
        listedCodes: new Set(split(listedCodes, " ")),
        words: words === "" ? NO_WORDS : internedList(words),
        sequence,
        serviceWindows: stored.slice(at),
      },
    },
  };
}

/** Terms read from a title and text, with the digest their stored form would carry. */
export function termsFromText(title: string, text: string): StoredTerms {
  const terms = postingTerms(title, text);
  return { terms, digest: digestOf(body(terms)) };
}

/** Rows per read or write of a backfill. */
const BATCH = 500;

/**
 * The terms of the jobs given, read from their title and text, and written back to each row
 * whose title and text are still those read (a posting edited meanwhile keeps its NULL terms for
 * the next reader). Written in SQL: the ORM would move updatedAt, and nothing the job says changed.
 */
export async function readAndStoreTerms(db: DbTx, ids: readonly number[]): Promise<Map<number, StoredTerms>> {
  const byId = new Map<number, StoredTerms>();
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await db.job.findMany({
      where: { id: { in: ids.slice(start, start + BATCH) } },
      select: { id: true, title: true, description: true, requirements: true },
    });
    for (const row of rows) byId.set(row.id, termsFromText(row.title, postingText(row.description, row.requirements)));
    const write = async (tx: DbTx) => {
      for (const row of rows)
        await tx.$executeRawUnsafe(
          "UPDATE Job SET fitTerms = ? WHERE id = ? AND title = ? AND description = ? AND (requirements = ? OR (requirements IS NULL AND ? IS NULL))",
          encodeTerms(byId.get(row.id)!.terms),
          row.id,
          row.title,
          row.description,
          row.requirements,
          row.requirements,
        );
    };
    try {
      // One transaction for the batch when the caller is not in one already. On MariaDB it can lose a
      // deadlock to a veteran's list being written (the fits' foreign keys lock the same Job rows, in
      // score order): it runs again.
      if ("$transaction" in db) await retryOnWriteConflict(() => (db as Db).$transaction(write));
      else await write(db);
    } catch (e) {
      // The terms are read either way; storing them only saves the next reader the work.
      log.warn(`[fit terms] could not store terms: ${String(e)}`);
    }
  }
  return byId;
}

/**
 * Open jobs without current terms (stored before them, written by a path that does not store
 * them, or of an older format or scorer) get them; once all have them it is one indexed read of
 * nothing. Runs before each import, as the identity backfill does; rankings fill in any others.
 */
export async function backfillFitTerms(db: Db): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await db.job.findMany({
      where: { status: "open", id: { gt: after }, OR: [{ fitTerms: null }, { NOT: { fitTerms: { startsWith: HEADER } } }] },
      select: { id: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    if (rows.length === 0) return filled;
    await readAndStoreTerms(db, rows.map((row) => row.id));
    filled += rows.length;
    after = rows[rows.length - 1].id;
  }
}
