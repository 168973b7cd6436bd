import { Card, Tag } from "@blueprintjs/core";
import type { Translation } from "@shared/views/translation";
import { LinkButton } from "~/components/common/link-button";

/** "Your service in civilian terms": the civilian careers and skills of the veteran's code, as /translate lists them. */
export function CivilianTranslation({ translation, code }: { translation: Translation; code: string | null }) {
  if (translation.titles.length === 0) return null;
  return (
    <Card elevation={1}>
      <h3 className="vets-card-title">Your service in civilian terms{code ? ` (${code})` : ""}</h3>
      <ol className="vets-title-list">
        {translation.titles.map((t) => (
          <li key={t.onet_code}>
            <span>{t.title}</span>
          </li>
        ))}
      </ol>
      {translation.skills.length > 0 && (
        <div className="vets-row" style={{ gap: 6, marginTop: 12 }}>
          {translation.skills.map((s) => (
            <Tag key={s} minimal round>
              {s}
            </Tag>
          ))}
        </div>
      )}
      <div style={{ marginTop: 12 }}>
        <LinkButton to="/jobs?sort=best_match" variant="minimal" rightIcon="arrow-right" text="See jobs that match" />
      </div>
    </Card>
  );
}
