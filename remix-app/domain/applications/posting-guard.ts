import { employerKey, postingKey, withinSamePostingWindow } from "~/domain/postings/posting-identity";

const DAY_MS = 24 * 60 * 60_000;
/** Auto-apply sends at most this many applications to one employer in any 24 hours. */
export const PER_EMPLOYER_DAILY_CAP = 3;
export const PER_EMPLOYER_WINDOW_MS = DAY_MS;

export interface PostingFacts {
  company: string;
  title: string;
  location: string | null;
  /** When the job was posted, epoch ms. */
  postedAt: number;
}

/** An application the veteran already has (or a run has just planned). */
export interface HeldApplication extends PostingFacts {
  isAutoApplied: boolean;
  /** When the application was made, epoch ms. */
  createdAt: number;
}

export type GuardRefusal = "same-posting" | "employer-daily-cap";

/** What the veteran is told when auto-apply from a job card meets one of the guard's limits. */
export const GUARD_REFUSAL_MESSAGES: Readonly<Record<GuardRefusal, string>> = {
  "same-posting": "You have already applied to this posting: it is listed again under another id.",
  "employer-daily-cap": `Auto-apply sends at most ${PER_EMPLOYER_DAILY_CAP} applications to one employer a day, and this employer has had ${PER_EMPLOYER_DAILY_CAP} from you today. Try again tomorrow, or use Apply Now.`,
};

/**
 * Auto-apply's two limits on what it sends (issue 41): never twice to one posting seen under two
 * ids, and at most three postings of one employer a day. Built from the veteran's applications;
 * each admitted job is recorded, so a run's own picks count against the limits too.
 */
export class PostingGuard {
  private readonly postedAtByPosting = new Map<string, number[]>();
  private readonly recentByEmployer = new Map<string, number>();

  constructor(
    held: Iterable<HeldApplication>,
    private readonly now: number,
  ) {
    for (const application of held) this.record(application);
  }

  private record(application: HeldApplication): void {
    const key = postingKey(application);
    const dates = this.postedAtByPosting.get(key);
    if (dates) dates.push(application.postedAt);
    else this.postedAtByPosting.set(key, [application.postedAt]);
    if (application.isAutoApplied && application.createdAt > this.now - PER_EMPLOYER_WINDOW_MS) {
      const employer = employerKey(application);
      this.recentByEmployer.set(employer, (this.recentByEmployer.get(employer) ?? 0) + 1);
    }
  }

  /** Which limit refuses `job` now, or null when auto-apply may apply to it. Records nothing. */
  refusal(job: PostingFacts): GuardRefusal | null {
    const dates = this.postedAtByPosting.get(postingKey(job));
    if (dates?.some((postedAt) => withinSamePostingWindow(postedAt, job.postedAt))) return "same-posting";
    if ((this.recentByEmployer.get(employerKey(job)) ?? 0) >= PER_EMPLOYER_DAILY_CAP) return "employer-daily-cap";
    return null;
  }

  /** Whether auto-apply may apply to `job` now; when it may, the job counts from here on. */
  admit(job: PostingFacts): boolean {
    if (this.refusal(job) !== null) return false;
    this.record({ ...job, isAutoApplied: true, createdAt: this.now });
    return true;
  }
}
