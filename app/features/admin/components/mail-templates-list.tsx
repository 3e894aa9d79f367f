import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTime } from "~/lib/dates";
import { SETTINGS_PATHS } from "../admin-paths";
import { mailTemplatesCopy as c } from "../settings-messages";

export type MailTemplateRow = {
  name: string;
  title: string;
  description: string;
  editedAt: string | null;
};

export function MailTemplatesList({ templates }: { templates: MailTemplateRow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{c.title}</CardTitle>
        <p className="text-sm text-muted">{c.intro}</p>
        <Link to="/admin/settings" className="w-fit text-sm text-brand-700 underline">
          {c.backToSettings}
        </Link>
      </CardHeader>
      <CardContent>
        <ul aria-label={c.listLabel} className="grid divide-y divide-line">
          {templates.map((t) => (
            <li key={t.name} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="grid min-w-0 gap-1">
                <p className="font-medium">
                  {t.title}{" "}
                  {t.editedAt ? (
                    <Badge variant="info" title={formatDateTime(new Date(t.editedAt))}>
                      {c.edited}
                    </Badge>
                  ) : (
                    <Badge variant="secondary">{c.standard}</Badge>
                  )}
                </p>
                <p className="text-sm text-muted">{t.description}</p>
              </div>
              <Link
                to={SETTINGS_PATHS.mailTemplate(t.name)}
                className={buttonVariants({ variant: "outline", size: "sm" })}
                aria-label={c.edit(t.title)}
              >
                {c.editShort}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
