import { Form, Link } from "react-router";
import type { Route } from "./+types/dev-mailbox";
import { PageHeader } from "~/components/section";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { listMailbox, requireMailboxAccess } from "~/features/mailbox/mailbox.server";
import { formatDateTime } from "~/lib/dates";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const token = requireMailboxAccess(request);
  const to = new URL(request.url).searchParams.get("to")?.trim() || undefined;
  return { token, to: to ?? "", messages: await listMailbox({ to }) };
}

export const meta = () =>
  pageMeta({ title: "Mailbox", description: "E-mail sent by this server", noindex: true });

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { token, to, messages } = loaderData;
  return (
    <>
      <PageHeader
        title="Mailbox"
        description="Every e-mail this server has sent (development mailbox: no SMTP is configured)."
      />
      <div className="mx-auto max-w-4xl px-4 py-6">
        <Form method="get" className="mb-4 flex gap-2">
          <input type="hidden" name="token" value={token} />
          <label htmlFor="mailbox-to" className="sr-only">
            Recipient
          </label>
          <Input
            id="mailbox-to"
            name="to"
            type="email"
            defaultValue={to}
            placeholder="Filter by recipient"
          />
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </Form>
        {messages.length === 0 ? (
          <p className="text-muted">No mail yet.</p>
        ) : (
          <ul className="divide-y divide-line rounded-card ring-1 ring-line">
            {messages.map((m) => (
              <li key={m.id}>
                <Link
                  to={`/dev/mailbox/${m.id}?token=${encodeURIComponent(token)}`}
                  className="block px-4 py-3 hover:bg-surface"
                >
                  <span className="block font-medium text-ink">{m.subject}</span>
                  <span className="block text-sm text-muted">
                    To {m.to} · {formatDateTime(m.createdAt)} · {m.status}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
