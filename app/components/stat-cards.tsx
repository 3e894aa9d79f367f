import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

export type StatCard = { label: string; value: string; note?: string; testId?: string };

/** A row of figure cards (dashboards' metrics), each titled for screen readers' headings. */
export function StatCards({ cards, className }: { cards: StatCard[]; className?: string }) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {cards.map((c) => (
        <li key={c.label}>
          <Card className="h-full">
            <CardHeader className="pb-1">
              <CardTitle as="h2" className="text-sm text-muted">
                {c.label}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p
                className="text-lg font-bold tabular-nums break-words sm:text-2xl"
                data-testid={c.testId}
              >
                {c.value}
              </p>
              {c.note ? <p className="mt-1 text-sm text-muted">{c.note}</p> : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
