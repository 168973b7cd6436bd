import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup, NonIdealState, Switch, Tag } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { CLEARANCE_LEVELS } from "@shared/clearance";
import { MILITARY_BRANCHES } from "@shared/military-branches";
import { searchParamsToObject } from "@shared/schemas/job-search";
import { talentSearchSchema } from "@shared/schemas/talent-search";
import { requirePageActor } from "~/domain/access/policy.server";
import { MessageCandidateButton } from "~/components/inbox/messages/message-candidate-button";
import { BranchBadge } from "~/components/profile/branch-badge";
import { UserAvatar } from "~/components/shell/user-avatar";
import { searchVeterans, talentSearchAllowance } from "~/domain/employers/talent-search.server";
import { actionResult, parseInput } from "~/lib/http.server";
import { countLabel } from "@shared/plural";

export const meta: MetaFunction = () => [{ title: "Search Veterans — VetCareer" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "search-veterans");
  const params = new URL(request.url).searchParams;
  if (params.get("search") !== "1") return { allowance: await talentSearchAllowance(auth.user.id), result: null, error: null };
  const run = await actionResult(() => searchVeterans(auth.user.id, parseInput(talentSearchSchema, searchParamsToObject(params))), "Search failed");
  return {
    allowance: run.ok ? run.value.allowance : await talentSearchAllowance(auth.user.id),
    result: run.ok ? { veterans: run.value.veterans, total: run.value.total, skip: run.value.skip, limit: run.value.limit } : null,
    error: run.ok ? null : run.error,
  };
}

export default function VeteranSearch() {
  const { allowance, result, error } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const loading = useNavigation().state === "loading";
  const v = (name: string) => params.get(name) ?? "";
  return (
    <div className="vets-page">
      <div className="vets-page-header">
        <div>
          <h1>Search Veterans</h1>
          <p>Find veterans by skills, MOS, branch and clearance. Contact details stay private until they apply or reply.</p>
        </div>
        <Tag size="large" intent={allowance.remaining > 0 ? "primary" : "danger"} minimal>
          {allowance.remaining} of {countLabel(allowance.limit, "search", "searches")} left this month ({allowance.plan_name})
        </Tag>
      </div>
      {!allowance.approved && (
        <Callout intent="warning" icon="time" className="vets-banner">
          Talent search opens once our team approves your company.
        </Callout>
      )}
      <Form method="get" className="vets-jobs-layout">
        <input type="hidden" name="search" value="1" />
        <Card elevation={1} className="vets-filter-panel">
          <FormGroup label="Keywords" labelFor="t-q">
            <InputGroup id="t-q" name="q" defaultValue={v("q")} placeholder="e.g. logistics leadership" />
          </FormGroup>
          <FormGroup label="Skills" labelFor="t-skills" helperText="Comma-separated">
            <InputGroup id="t-skills" name="skills" defaultValue={v("skills")} placeholder="e.g. Networking, Linux" />
          </FormGroup>
          <FormGroup label="MOS / rating / AFSC" labelFor="t-mos">
            <InputGroup id="t-mos" name="mos_code" defaultValue={v("mos_code")} placeholder="e.g. 25B" />
          </FormGroup>
          <FormGroup label="Branch" labelFor="t-branch">
            <HTMLSelect id="t-branch" name="branch" fill defaultValue={v("branch") || "all"} options={[{ value: "all", label: "All" }, ...MILITARY_BRANCHES]} />
          </FormGroup>
          <FormGroup label="Clearance (at least)" labelFor="t-clearance">
            <HTMLSelect id="t-clearance" name="clearance" fill defaultValue={v("clearance") || "all"} options={[{ value: "all", label: "Any" }, ...CLEARANCE_LEVELS.filter((c) => c !== "none")]} />
          </FormGroup>
          <FormGroup label="Location" labelFor="t-location">
            <InputGroup id="t-location" name="location" defaultValue={v("location")} placeholder="City or state" />
          </FormGroup>
          <FormGroup label="Years of service (at least)" labelFor="t-years">
            <InputGroup id="t-years" name="min_years" type="number" min={0} max={60} defaultValue={v("min_years")} />
          </FormGroup>
          <Switch name="verified_only" value="true" label="Verified veterans only" defaultChecked={v("verified_only") === "true"} />
          <Button type="submit" intent="primary" icon="search" text="Search" fill disabled={!allowance.approved} loading={loading} />
        </Card>
        <section>
          {error && (
            <Callout intent="danger" className="vets-banner" role="alert">
              {error}
            </Callout>
          )}
          {!result ? (
            !error && <NonIdealState icon="search" title="Search veteran talent" description="Set filters and search. Each new search counts once toward your plan's monthly allowance; paging through it or reopening it within 30 minutes is free." />
          ) : result.veterans.length === 0 ? (
            <NonIdealState icon="search" title="No veterans found" description="Try fewer filters or different keywords." />
          ) : (
            <>
              <div className="vets-results-head">
                <strong>
                  {countLabel(result.total, "veteran")}
                </strong>
              </div>
              <div className="vets-stack">
                {result.veterans.map((vet) => (
                  <Card key={vet.user_id} elevation={1}>
                    <div className="vets-row" style={{ alignItems: "flex-start" }}>
                      <UserAvatar name={vet.full_name} pictureUrl={vet.profile_pic_url} size={48} />
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <h3 className="vets-card-title" style={{ marginBottom: 2 }}>
                          <Link to={`/profile/${vet.user_id}`}>{vet.full_name}</Link>
                          {vet.verified && (
                            <Tag minimal intent="success" icon="endorsed" style={{ marginLeft: 8 }}>
                              Verified
                            </Tag>
                          )}
                        </h3>
                        {vet.headline && <div>{vet.headline}</div>}
                        <div className="vets-muted">
                          {[vet.military_rank, vet.mos_code, vet.years_of_service != null ? countLabel(vet.years_of_service, "year") : null, vet.clearance_level, vet.location]
                            .filter(Boolean)
                            .join(" · ")}
                        </div>
                      </div>
                      <div className="vets-row" style={{ gap: 8 }}>
                        {vet.military_branch && <BranchBadge branch={vet.military_branch} />}
                        <MessageCandidateButton userId={vet.user_id} name={vet.full_name} />
                      </div>
                    </div>
                    {vet.civilian_titles.length > 0 && (
                      <div style={{ marginTop: 8 }}>
                        <span className="vets-muted">Civilian fit: </span>
                        {vet.civilian_titles.join(" · ")}
                      </div>
                    )}
                    {vet.skills.length > 0 && (
                      <div className="vets-row" style={{ gap: 6, marginTop: 8 }}>
                        {vet.skills.map((s) => (
                          <Tag key={s} minimal round>
                            {s}
                          </Tag>
                        ))}
                      </div>
                    )}
                  </Card>
                ))}
              </div>
              {result.total > result.limit && (
                <div className="vets-pager">
                  {[
                    { text: "Previous", skip: Math.max(0, result.skip - result.limit), disabled: result.skip === 0 },
                    { text: "Next", skip: result.skip + result.limit, disabled: result.skip + result.limit >= result.total },
                  ].map((p) => (
                    <Button
                      key={p.text}
                      text={p.text}
                      disabled={p.disabled}
                      onClick={() => {
                        const next = new URLSearchParams(params);
                        next.set("skip", String(p.skip));
                        submit(next, { method: "get" });
                      }}
                    />
                  ))}
                </div>
              )}
            </>
          )}
        </section>
      </Form>
    </div>
  );
}
