import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireApiActor } from "~/domain/access/policy.server";
import { listPipelineForEmployer } from "~/domain/applications/employer-pipeline.server";
import { apiResponse, parseInput } from "~/lib/http.server";

const pagingSchema = z.object({
  skip: z.coerce.number({ error: "skip must be a number" }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(100).default(20),
});

/** GET ?skip&limit → {applicants, total}: every submitted application to the employer's jobs, best fit first. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "review-applicants");
    const params = new URL(request.url).searchParams;
    const page = parseInput(pagingSchema, { skip: params.get("skip") ?? undefined, limit: params.get("limit") ?? undefined });
    return listPipelineForEmployer(auth.user.id, page);
  });
