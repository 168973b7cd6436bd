import { bulkSeed } from "../../seed/bulk-seed.server";
import { bulkSeedSocial } from "../../seed/bulk-social.server";
import { demoLoginLines, isDatabaseEmpty, seedDemoData } from "../../seed/demo-data.server";
import { type CliCommand, countOption, openDatabase, parseOptions } from "../command";
import { seedProgressReporter } from "../progress";

const out = (line: string) => process.stdout.write(`${line}\n`);

export const seedCommand: CliCommand = {
  name: "seed",
  usage: "seed [--jobs N] [--veterans N] [--employers N] [--posts N]",
  summary: "Seed demo data into an empty database; with counts, also add bulk volumes.",
  async run(argv) {
    const options = parseOptions(argv, {
      jobs: { type: "string" },
      veterans: { type: "string" },
      employers: { type: "string" },
      posts: { type: "string" },
    });
    const posts = countOption(options.posts, "posts");
    const volumes = {
      jobs: countOption(options.jobs, "jobs"),
      veterans: countOption(options.veterans, "veterans"),
      employers: countOption(options.employers, "employers"),
    };
    const bulk = volumes.jobs + volumes.veterans + volumes.employers > 0;
    const db = await openDatabase();

    if (await isDatabaseEmpty(db)) {
      const demo = await seedDemoData(db);
      out(`Demo data: ${demo.usersCreated} users, ${demo.jobsCreated} jobs, ${demo.applicationsCreated} applications`);
      for (const line of demoLoginLines(demo.adminPassword)) out(line);
    } else if (!bulk && posts === 0) {
      out("The database already has users; demo data is only seeded into an empty database.");
      out("Add volumes to insert bulk data: seed --jobs N --veterans N --employers N --posts N");
    }

    if (bulk) {
      const progress = seedProgressReporter();
      const startedAt = Date.now();
      let result;
      try {
        result = await bulkSeed(db, volumes, progress.onProgress);
      } finally {
        progress.finish();
      }
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      out(
        `Bulk data: ${result.jobs} jobs, ${result.veterans} veterans, ${result.employers} employers in ${seconds}s` +
          (result.veterans + result.employers > 0 ? ` (accounts log in with ${result.password})` : ""),
      );
    }

    if (posts > 0) {
      const startedAt = Date.now();
      let lastTenth = 0;
      const social = await bulkSeedSocial(db, posts, (done, total) => {
        const tenth = Math.floor((done / total) * 10);
        if (tenth > lastTenth) {
          lastTenth = tenth;
          process.stderr.write(`posts ${done}/${total}\n`);
        }
      });
      out(
        `Social data: ${social.posts} posts, ${social.reactions} reactions, ${social.comments} comments, ${social.follows} follows in ` +
          `${((Date.now() - startedAt) / 1000).toFixed(1)}s`,
      );
    }
  },
};
