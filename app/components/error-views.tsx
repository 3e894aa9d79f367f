import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { copy, FALLBACK_MESSAGE, errors } from "~/lib/messages";

const POPULAR = [
  { to: "/", label: "Home" },
  { to: "/content", label: "Content" },
  { to: "/events", label: "Events" },
  { to: "/marketplace", label: "Marketplace" },
  { to: "/bookings", label: "Bookings" },
];

export function NotFoundView({ gone = false }: { gone?: boolean }) {
  const text = gone ? copy.gone : copy.notFound;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-600" aria-hidden="true">
        {gone ? 410 : 404}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink">{text.title}</h1>
      <p className="mt-2 text-muted">{text.message}</p>
      <h2 className="mt-10 text-sm font-semibold uppercase tracking-wide text-muted">
        Popular Pages
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {POPULAR.map((p) => (
          <li key={p.to}>
            <Link
              to={p.to}
              className="block rounded-lg border border-line px-3 py-2 text-sm font-medium text-ink hover:border-brand-600 hover:text-brand-700"
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <Button asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </div>
    </div>
  );
}

export function ErrorView({ status, path }: { status: number; path?: string }) {
  const message =
    status === 403
      ? errors.general.forbidden.message
      : status === 401
        ? errors.general.unauthorized.message
        : errors.general.unknown.message || FALLBACK_MESSAGE;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink">{message}</h1>
      <p className="mt-2 text-muted">
        {path ? (
          <>
            <Link to={path} reloadDocument className="font-semibold text-brand-700 underline">
              Try again
            </Link>{" "}
            or{" "}
          </>
        ) : null}
        <Link to="/" className="font-semibold text-brand-700 underline">
          go home
        </Link>
        .
      </p>
    </div>
  );
}
