// In-process timing of the social feeds' first page on a seeded database, each call from a different
// veteran (no shared cache): `DATABASE_URL=file:… npx tsx tests/bench/social-feed.bench.ts [calls]`.
// Seed first with `npm run -s cli -- seed --veterans N --posts M`. Not yet the HTTP benchmark
// (16 connections, 10k users, 1M posts); see the closing note of issue 10.
import { followingFeed, forYouFeed, trendingFeed } from "../../remix-app/domain/social/feed.server";
import { createPost } from "../../remix-app/domain/social/posts.server";
import { dbReady, disconnectDb } from "../../remix-app/lib/db.server";

const calls = Number(process.argv[2] ?? 300);

function p(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main(): Promise<void> {
  const db = await dbReady();
  const users = (await db.user.findMany({ where: { role: "veteran" }, select: { id: true, fullName: true }, take: calls * 2 })).map((u) => u);
  const counts = { posts: await db.post.count(), reactions: await db.reaction.count(), users: await db.user.count() };
  console.log(`data: ${counts.users} users, ${counts.posts} posts, ${counts.reactions} reactions; ${calls} calls per feed, one viewer each`);
  const feeds = { "For You": forYouFeed, Following: followingFeed, Trending: trendingFeed } as const;
  for (const [name, feed] of Object.entries(feeds)) {
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await feed(users[i % users.length].id, { skip: 0, limit: 20 });
      times.push(performance.now() - t);
    }
    console.log(`${name.padEnd(10)} p50 ${p(times, 0.5).toFixed(1)} ms  p95 ${p(times, 0.95).toFixed(1)} ms`);
  }
  const times: number[] = [];
  for (let i = 0; i < Math.min(calls, 200); i++) {
    const u = users[(i * 7) % users.length];
    const t = performance.now();
    await createPost({ id: u.id, role: "veteran", fullName: u.fullName }, { content: `Bench post ${i} #bench`, privacy: "public", media: [] });
    times.push(performance.now() - t);
  }
  console.log(`${"Posting".padEnd(10)} p50 ${p(times, 0.5).toFixed(1)} ms  p95 ${p(times, 0.95).toFixed(1)} ms`);
  await disconnectDb();
}

void main();
