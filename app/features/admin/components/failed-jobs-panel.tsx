import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { formatDateTime } from "~/lib/dates";
import { failedJobsCopy as t } from "../messages";

export type FailedJobView = {
  id: string;
  name: string;
  error: string;
  attempts: number;
  failedAt: string | null;
};

/** Jobs that used up their retries, each with a Retry button (a plain form POST). */
export function FailedJobsPanel({ jobs }: { jobs: FailedJobView[] }) {
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t.title}</h2>
          <p className="text-sm text-muted">{t.intro}</p>
        </div>
        {jobs.length === 0 ? (
          <p role="status" className="text-sm text-muted">
            {t.empty}
          </p>
        ) : (
          <DataTable
            label={t.title}
            minWidth="min-w-[44rem]"
            columns={[
              { label: t.columns.job },
              { label: t.columns.error },
              { label: t.columns.attempts, numeric: true },
              { label: t.columns.failedAt },
              { label: t.columns.action },
            ]}
          >
            {jobs.map((job) => (
              <tr key={job.id} className="border-t border-line align-top">
                <td className="px-3 py-2">
                  <span className="font-medium">{t.names[job.name] ?? job.name}</span>
                  <span className="block font-mono text-xs text-muted">{job.name}</span>
                </td>
                <td className="max-w-80 px-3 py-2 break-words text-muted">{job.error}</td>
                <td className="px-3 py-2 text-right">{job.attempts}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {job.failedAt ? formatDateTime(job.failedAt) : ""}
                </td>
                <td className="px-3 py-2">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="name" value={job.name} />
                    <input type="hidden" name="id" value={job.id} />
                    <Button
                      type="submit"
                      size="sm"
                      aria-label={t.retryFor(t.names[job.name] ?? job.name)}
                    >
                      {t.retry}
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}
