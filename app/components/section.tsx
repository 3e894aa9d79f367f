import type { ReactNode } from "react";
import { Link } from "react-router";

export function Section({
  id,
  title,
  description,
  moreTo,
  moreLabel = "See all",
  children,
}: {
  id: string;
  title: string;
  description?: string;
  moreTo?: string;
  moreLabel?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {moreTo ? (
          <Link
            to={moreTo}
            className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
          >
            {moreLabel}
            <span className="sr-only"> {title}</span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function CardGrid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <ul
      className={
        wide
          ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          : "grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      }
    >
      {children}
    </ul>
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-card border border-dashed border-line px-6 py-12 text-center">
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{description}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {description ? <p className="mt-2 max-w-2xl text-muted">{description}</p> : null}
        {children}
      </div>
    </div>
  );
}
