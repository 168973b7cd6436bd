import { clearancePhrase, type JobFacts, type VeteranFacts } from "./writer-facts.server";

/**
 * The deterministic writer: specific text composed from the veteran's translated service and the
 * job, with no network and the same output for the same input. It is the default engine and the
 * fallback whenever a provider fails or its text is refused.
 */

// The resume's writer lives in its own file; these names stay importable from here.
export { localResume, localResumeSummary, resumeText, type ResumeExperience, type ResumeExtras, type ResumeSections } from "./local-resume.server";


function singularWord(word: string): string {
  if (/ies$/.test(word)) return word.slice(0, -3) + "y";
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** O*NET names occupations in the plural ("Computer User Support Specialists"); a person holds one. */
export function singularTitle(title: string): string {
  const ofAt = title.indexOf(" of ");
  const comma = title.indexOf(",");
  const head = comma !== -1 && (ofAt === -1 || comma < ofAt) ? title.slice(0, comma) : title;
  const cut = head.indexOf(" of ");
  const phrase = cut === -1 ? head : head.slice(0, cut);
  const rest = cut === -1 ? "" : head.slice(cut);
  const words = phrase.split(" ");
  words[words.length - 1] = singularWord(words[words.length - 1]);
  return words.join(" ") + rest;
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function yearsPhrase(years: number | null): string | null {
  if (years == null || years <= 0) return null;
  return years === 1 ? "1 year" : `${years} years`;
}

/** Skills and keywords of the veteran that the job's own text asks for. */
function skillsTheJobAsksFor(facts: VeteranFacts, job: JobFacts): string[] {
  const jobText = `${job.title} ${job.description} ${job.requirements} ${job.tags.join(" ")}`.toLowerCase();
  const candidates = facts.skills;
  const hits = candidates.filter((skill) => {
    const words = skill.toLowerCase().split(/[^a-z0-9+#]+/).filter((w) => w.length > 3);
    // A crude stem ("networking" finds "networks"): the first letters of each longer word.
    return words.length > 0 && words.some((word) => jobText.includes(word.slice(0, Math.max(4, word.length - 3))));
  });
  return [...new Set(hits)].slice(0, 4);
}

export function localCoverLetter(facts: VeteranFacts, job: JobFacts): string {
  const years = yearsPhrase(facts.yearsOfService);
  const title = facts.civilianTitles[0];
  const paragraphs: string[] = [`Dear ${job.company} Hiring Team,`];
  paragraphs.push(
    `I am applying for the ${job.title} position${job.location ? ` in ${job.location}` : ""}. ` +
      (facts.organization
        ? `Over ${years ?? "my years"} in the ${facts.organization}, I did work that maps directly to civilian ${title ? singularTitle(title) : "operations"} roles`
        : `My background maps directly to ${title ? singularTitle(title) : "this kind of"} work`) +
      (facts.leadership >= 0.45 ? ", and I led and trained the people who did it with me." : ", delivering reliable results as part of a close-knit team."),
  );
  const asked = skillsTheJobAsksFor(facts, job);
  const skills = asked.length > 0 ? asked : facts.skills.slice(0, 3);
  if (skills.length > 0) {
    paragraphs.push(
      asked.length > 0
        ? `Your posting asks for strengths I use every day: ${listPhrase(skills)}. ${occupationSentence(facts)}`
        : `I bring ${listPhrase(skills)}, and I learn new tools and procedures quickly. ${occupationSentence(facts)}`,
    );
  }
  const clearance = clearancePhrase(facts.clearance);
  if (job.clearanceRequired && clearance) {
    paragraphs.push(`I hold an active ${clearance}, which meets the clearance this role requires, so I can start contributing without a long wait.`);
  } else if (clearance) {
    paragraphs.push(`I also hold an active ${clearance}, a sign of the trust placed in my judgment and discretion.`);
  }
  paragraphs.push(
    `${job.veteranFriendly ? `I was glad to see that ${job.company} welcomes veterans. ` : ""}` +
      `I would value the chance to discuss how I can help your team succeed as your next ${job.title}. ` +
      `You can reach me at ${facts.email}${facts.phone ? ` or ${facts.phone}` : ""}.`,
  );
  paragraphs.push(`Sincerely,\n${facts.name}`);
  return paragraphs.join("\n\n");
}

function occupationSentence(facts: VeteranFacts): string {
  const top = facts.occupations[0];
  const skills = (top?.skills ?? []).slice(0, 2).map((skill) => skill.toLowerCase());
  if (skills.length === 0) return "";
  return `In service I relied on ${listPhrase(skills)} to get the job done right the first time.`;
}
