import { data, Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { Button } from "~/components/ui/button";
import { newsletterUnsubscribeCopy, newsletterToasts } from "~/features/newsletter/messages";
import {
  unsubscribeFromNewsletter,
  unsubscribeLinkState,
} from "~/features/newsletter/newsletter.server";
import { generalSuccess } from "~/lib/messages/error-pages";
import { pageMeta } from "~/lib/seo";

const PRIVATE = { "Cache-Control": "private, no-store" };
const tokenOf = (request: Request) =>
  (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);

export const meta = () =>
  pageMeta({
    title: newsletterUnsubscribeCopy.title,
    description: newsletterUnsubscribeCopy.intro,
    noindex: true,
  });

/**
 * Only shows where the link leads: mail scanners and link previews open every link in
 * a mail, so a GET that unsubscribed would remove people who never asked.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return data({ state: await unsubscribeLinkState(tokenOf(request)) }, { headers: PRIVATE });
}

/**
 * The confirm button, and the mail client's own one-click button (RFC 8058: a POST of
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, from the provider's servers,
 * without cookies or an Origin header). The token in the URL is the only credential.
 */
export async function action({ request }: Route.ActionArgs) {
  const done = await unsubscribeFromNewsletter(tokenOf(request));
  return data(
    { state: done ? ("unsubscribed" as const) : ("invalid" as const) },
    {
      status: done ? 200 : 404,
      headers: PRIVATE,
    },
  );
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const c = newsletterUnsubscribeCopy;
  const answer =
    state === "unsubscribed"
      ? generalSuccess.unsubscribed
      : state === "invalid"
        ? newsletterToasts.invalidLink
        : null;
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{c.title}</h1>
      {answer ? (
        <div
          role={state === "invalid" ? "alert" : "status"}
          data-unsubscribe-state={state}
          className="mt-4 rounded-card border border-line bg-surface p-4"
        >
          <p className="font-semibold text-ink">{answer.title}</p>
          <p className="mt-1 text-sm text-ink">{answer.message}</p>
        </div>
      ) : (
        // No action attribute: the form posts back to this URL, token included.
        <Form method="post" className="mt-4 grid gap-4" data-unsubscribe-state={state}>
          <p className="text-ink">{c.intro}</p>
          <div>
            <Button type="submit">{c.confirm}</Button>
          </div>
        </Form>
      )}
      <p className="mt-6">
        <Link to="/" className="text-sm font-semibold text-brand-700">
          {c.home}
        </Link>
      </p>
    </div>
  );
}
