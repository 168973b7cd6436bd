import { Button, Card, FormGroup, HTMLSelect, InputGroup, Switch } from "@blueprintjs/core";
import { CLEARANCE_LABELS, CLEARANCE_OPTIONS } from "@shared/clearance";
import {
  DEFAULT_POSTED_DAYS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVEL_DEFINITIONS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  JOB_SOURCE_LABELS,
  JOB_SOURCES,
  POSTED_DAYS_OPTIONS,
  WORK_TYPES,
} from "@shared/job-taxonomy";
import { SalaryInput } from "./salary-input";

interface Props {
  params: URLSearchParams;
  showMatchFilters: boolean;
  onClear: () => void;
}

interface Option {
  value: string;
  label: string;
}

function Select({ name, label, options, params }: { name: string; label: string; options: Option[]; params: URLSearchParams }) {
  return (
    <FormGroup label={label} labelFor={`filter-${name}`}>
      <HTMLSelect id={`filter-${name}`} name={name} fill defaultValue={params.get(name) ?? "all"} key={params.get(name) ?? "all"}>
        <option value="all">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

const simple = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

/** Every SPEC §7 filter; all of them live in the URL, so a search can be shared and reloaded. */
export function JobFilters({ params, showMatchFilters, onClear }: Props) {
  return (
    <Card elevation={1} className="vets-filter-panel">
      <h3 className="vets-card-title">Filters</h3>
      {showMatchFilters && (
        <FormGroup label="MOS match" labelFor="filter-mos_match">
          <HTMLSelect id="filter-mos_match" name="mos_match" fill defaultValue={params.get("mos_match") ?? "any"} key={params.get("mos_match") ?? "any"}>
            <option value="any">Any match</option>
            <option value="high">High (80%+)</option>
            <option value="medium">Medium (60%+)</option>
            <option value="low">Low (40%+)</option>
          </HTMLSelect>
        </FormGroup>
      )}
      <FormGroup label="Location" labelFor="filter-location">
        <InputGroup id="filter-location" name="location" placeholder="City or state, e.g. TX" defaultValue={params.get("location") ?? ""} key={params.get("location") ?? ""} />
      </FormGroup>
      <Select name="work_type" label="Work type" options={simple(WORK_TYPES)} params={params} />
      <Select name="employment_type" label="Employment type" options={simple(EMPLOYMENT_TYPES)} params={params} />
      <FormGroup label="Salary (USD per year)">
        <div className="vets-stack" style={{ gap: 6 }}>
          <SalaryInput id="filter-salary_min" name="salary_min" placeholder="Minimum" defaultValue={params.get("salary_min") ?? ""} />
          <SalaryInput id="filter-salary_max" name="salary_max" placeholder="Maximum" defaultValue={params.get("salary_max") ?? ""} />
        </div>
      </FormGroup>
      <Select
        name="clearance_required"
        label="Clearance"
        options={CLEARANCE_OPTIONS.map((c) => ({ value: c, label: CLEARANCE_LABELS[c] }))}
        params={params}
      />
      <FormGroup label="Posted within" labelFor="filter-posted_days">
        <HTMLSelect
          id="filter-posted_days"
          name="posted_days"
          fill
          defaultValue={params.get("posted_days") ?? String(DEFAULT_POSTED_DAYS)}
          key={params.get("posted_days") ?? "default"}
        >
          {POSTED_DAYS_OPTIONS.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? "Last 24 hours" : `Last ${d} days`}
            </option>
          ))}
          <option value="all">Any time</option>
        </HTMLSelect>
      </FormGroup>
      <Select
        name="experience_level"
        label="Experience level"
        options={EXPERIENCE_LEVEL_DEFINITIONS.map((e) => ({ value: e.id, label: e.label }))}
        params={params}
      />
      <Select name="industry" label="Industry" options={INDUSTRIES.map((i) => ({ value: i, label: INDUSTRY_LABELS[i] }))} params={params} />
      <Select name="source" label="Source" options={JOB_SOURCES.map((s) => ({ value: s, label: JOB_SOURCE_LABELS[s] }))} params={params} />
      <Switch
        name="veteran_friendly"
        value="true"
        label="Veteran friendly only"
        defaultChecked={params.get("veteran_friendly") === "true"}
        key={params.get("veteran_friendly") ?? "off"}
      />
      <div className="vets-row" style={{ marginTop: 12 }}>
        <Button type="submit" intent="primary" icon="filter" text="Apply filters" />
        <Button variant="minimal" text="Clear" onClick={onClear} />
      </div>
    </Card>
  );
}
