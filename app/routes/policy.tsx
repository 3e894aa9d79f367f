import { data, Link } from "react-router";
import type { Route } from "./+types/policy";
import { POLICY_LAST_UPDATED, policyForPath } from "~/features/site/policies";
import { formatCalendarDate } from "~/lib/dates";
import { publicPageHeaders } from "~/lib/http-cache";
import { policyPageCopy } from "~/features/site/messages";
import { pageMeta } from "~/lib/seo";
import { ServerPart } from "~/lib/server-part";
import { renderParts } from "~/lib/server-part.server";

// One module for the four policy pages (routes.ts gives each path its own route id).
export function loader({ request }: Route.LoaderArgs) {
  const policy = policyForPath(new URL(request.url).pathname);
  if (!policy) throw data(null, { status: 404 });
  // The texts stay on the server: the page is one server part (ADR 049), and its meta
  // needs only these two.
  return {
    path: policy.path,
    title: policy.title,
    description: policy.description,
    parts: renderParts(request, () => ({ policy: <Policy path={policy.path} /> })),
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data: page }) =>
  page ? pageMeta({ title: page.title, description: page.description, type: "article" }) : [];

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <ServerPart id="policy" html={loaderData.parts.policy}>
      {import.meta.env.SSR && <Policy path={loaderData.path} />}
    </ServerPart>
  );
}

function Policy({ path }: { path: string }) {
  const policy = policyForPath(path)!;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{policy.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {policyPageCopy.lastUpdated}{" "}
        <time dateTime={POLICY_LAST_UPDATED}>{formatCalendarDate(POLICY_LAST_UPDATED)}</time>
      </p>
      <p className="mt-6 text-ink">{policy.intro}</p>
      <nav aria-label={policyPageCopy.onThisPage} className="mt-6 rounded-card bg-surface p-4">
        <h2 className="text-sm font-semibold text-ink">{policyPageCopy.onThisPage}</h2>
        <ol className="mt-2 space-y-1 text-sm">
          {policy.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.sections.map((s) => (
        <section key={s.id} aria-labelledby={s.id} className="mt-8">
          <h2 id={s.id} className="scroll-mt-20 text-xl font-semibold text-ink">
            {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-ink">
              {p}
            </p>
          ))}
          {s.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-ink">
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="mt-10 text-sm text-muted">
        Questions about this policy?{" "}
        <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
          Contact us
        </Link>{" "}
        and we'll get back to you within 24 hours.
      </p>
    </article>
  );
}
