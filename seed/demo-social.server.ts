import type { DbTx } from "~/lib/db.server";
import { extractHashtags, REACTION_TYPES, type ReactionType } from "@shared/social";
import { createAccount } from "~/domain/accounts/create-account.server";
import { postTagList } from "~/domain/social/post-views.server";
import { Prng } from "./prng.server";

const HOUR = 3_600_000;

/** Community members who make the demo feed lively (they log in with the demo password too). */
const COMMUNITY = [
  { email: "sgt.alvarez@vets.local", fullName: "Maria Alvarez", handle: "maria_alvarez", branch: "Army", rank: "Sergeant First Class (E-7)", mos: "92Y", headline: "Army logistics NCO → supply chain analyst" },
  { email: "chief.okafor@vets.local", fullName: "James Okafor", handle: "james_okafor", branch: "Navy", rank: "Chief Petty Officer (E-7)", mos: "IT", headline: "Navy IT chief, cloud engineer at a defense contractor" },
  { email: "capt.lindqvist@vets.local", fullName: "Erik Lindqvist", handle: "erik_lindqvist", branch: "Air Force", rank: "Captain (O-3)", mos: "17D", headline: "Cyber officer turned security consultant" },
  { email: "cpl.harper@vets.local", fullName: "Jasmine Harper", handle: "jasmine_harper", branch: "Marine Corps", rank: "Corporal (E-4)", mos: "0651", headline: "Marine data systems → help desk lead" },
  { email: "po.kim@vets.local", fullName: "Daniel Kim", handle: "daniel_kim", branch: "Coast Guard", rank: "Petty Officer 2nd Class (E-5)", mos: "ET", headline: "Coast Guard electronics tech, studying for CCNA" },
  { email: "ssgt.brennan@vets.local", fullName: "Colleen Brennan", handle: "colleen_brennan", branch: "Air Force", rank: "Staff Sergeant (E-5)", mos: "3D1X2", headline: "Mentor for transitioning airmen" },
] as const;

const POSTS: readonly { by: number; text: string; hoursAgo: number; privacy?: "connections" }[] = [
  { by: 0, text: "Six months out and I just accepted an offer as a supply chain analyst! The #transition was rough but the #mentorship here made the difference. Thank you all!", hoursAgo: 2 },
  { by: 1, text: "Passed my AWS Solutions Architect exam this morning. If you're a Navy IT thinking about #cloud, DM me and I'll share my study plan. #certifications", hoursAgo: 5 },
  { by: 2, text: "Reminder: your security clearance is worth real money in the civilian market. Don't undersell it in salary talks. #clearance #careeradvice", hoursAgo: 9 },
  { by: 3, text: "First week as help desk lead done. Turns out running a comm shop prepared me better than I thought. @maria_alvarez you were right about the interview prep! #transition", hoursAgo: 14 },
  { by: 4, text: "Anyone here using the GI Bill for a CCNA bootcamp? Looking for recommendations. #certifications #gibill", hoursAgo: 20 },
  { by: 5, text: "Hosting a free resume review session for transitioning airmen this Saturday. Bring your DD-214 bullet points and we'll translate them together. #mentorship #resume", hoursAgo: 26 },
  { by: 0, text: "Pro tip: translate 'managed a $2M property book' into 'oversaw inventory of 4,000 assets worth $2M with zero loss'. Numbers speak louder than acronyms. #resume #careeradvice", hoursAgo: 33 },
  { by: 1, text: "Our team is hiring two junior cloud engineers, veteran-friendly, remote OK. Drop a comment if you want a referral. #hiring #cloud", hoursAgo: 41 },
  { by: 2, text: "Connections only: sharing my salary negotiation notes from three offers. Ask me anything.", hoursAgo: 50, privacy: "connections" },
  { by: 3, text: "Semper Fi to everyone who showed up to the networking night in San Diego. Great turnout! #networking", hoursAgo: 60 },
  { by: 4, text: "Studying subnetting at 0500 like it's PT. Some habits never leave. #certifications", hoursAgo: 75 },
  { by: 5, text: "Your first civilian job doesn't have to be your forever job. Take the win, learn, and keep moving. #transition #mentorship", hoursAgo: 90 },
];

const COMMENTS = [
  "Congrats! Well deserved.",
  "This is gold, thank you for sharing.",
  "Saving this for later.",
  "Great advice. Wish I had read this a year ago.",
  "Proud of you! Keep pushing.",
  "Count me in.",
];

/**
 * A lively demo feed: community members with profiles and handles, a dozen posts over four days
 * with hashtags and a mention, follows between everyone and the demo veterans, reactions and a
 * few comments with replies. Counters are written as the app keeps them. Runs once (no posts yet).
 */
export async function seedDemoSocial(tx: DbTx, passwordHash: string, demoVeteranIds: readonly number[], now: Date): Promise<number> {
  if ((await tx.post.count()) > 0) return 0;
  const rng = new Prng(20261123);
  const members: number[] = [];
  for (const m of COMMUNITY) {
    const existing = await tx.user.findUnique({ where: { email: m.email }, select: { id: true } });
    const id = existing?.id ?? (await createAccount(tx, { email: m.email, passwordHash, fullName: m.fullName, role: "veteran", verified: true }, now)).id;
    await tx.user.update({ where: { id }, data: { handle: m.handle } });
    await tx.veteranProfile.update({
      where: { userId: id },
      data: { militaryBranch: m.branch, militaryRank: m.rank, mosCode: m.mos, headline: m.headline, verifiedStatus: true },
    });
    members.push(id);
  }
  const everyone = [...members, ...demoVeteranIds];
  // Demo veterans follow most of the community; the community follows each other.
  for (const follower of everyone) {
    for (const followee of everyone) {
      if (follower !== followee && rng.next() < 0.6) await tx.follow.create({ data: { followerId: follower, followeeId: followee } });
    }
  }
  let created = 0;
  for (const p of POSTS) {
    const authorId = members[p.by];
    const createdAt = new Date(now.getTime() - p.hoursAgo * HOUR);
    const reactors = everyone.filter((id) => id !== authorId && rng.next() < 0.55);
    const counts: Record<ReactionType, number> = { thumbsup: 0, target: 0, clap: 0, heart: 0 };
    const reactions = reactors.map((userId) => {
      const type = REACTION_TYPES[rng.int(0, REACTION_TYPES.length - 1)];
      counts[type] += 1;
      return { userId, type };
    });
    const commenters = everyone.filter((id) => id !== authorId && rng.next() < 0.25);
    const post = await tx.post.create({
      data: {
        authorId,
        content: p.text,
        privacy: p.privacy ?? "public",
        createdAt,
        reactionCount: reactions.length,
        thumbsupCount: counts.thumbsup,
        targetCount: counts.target,
        clapCount: counts.clap,
        heartCount: counts.heart,
        commentCount: commenters.length + (commenters.length > 0 ? 1 : 0),
        tagList: postTagList(extractHashtags(p.text)),
        mentionCount: p.text.includes("@maria_alvarez") ? 1 : 0,
        reactions: { create: reactions.map((r) => ({ userId: r.userId, type: r.type, createdAt })) },
      },
      select: { id: true },
    });
    for (const tag of extractHashtags(p.text)) {
      const h = await tx.hashtag.upsert({ where: { tag }, create: { tag, postsCount: 1 }, update: { postsCount: { increment: 1 } } });
      await tx.postHashtag.create({ data: { postId: post.id, hashtagId: h.id, createdAt } });
    }
    if (p.text.includes("@maria_alvarez")) await tx.postMention.create({ data: { postId: post.id, userId: members[0] } });
    let first: number | null = null;
    for (const [i, userId] of commenters.entries()) {
      const c = await tx.comment.create({
        data: { postId: post.id, authorId: userId, content: COMMENTS[(i + p.by) % COMMENTS.length], createdAt: new Date(createdAt.getTime() + (i + 1) * 20 * 60_000) },
      });
      first ??= c.id;
    }
    if (first !== null) {
      await tx.comment.create({ data: { postId: post.id, authorId, parentId: first, content: "Thank you! Means a lot.", createdAt: new Date(createdAt.getTime() + (commenters.length + 1) * 20 * 60_000) } });
    }
    created++;
  }
  return created;
}
