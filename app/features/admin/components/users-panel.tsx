import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { Pagination } from "~/components/ui/pagination";
import { NativeSelect } from "~/components/ui/select";
import { ROLES } from "~/features/accounts/roles";
import { formatDate, formatDateTime } from "~/lib/dates";
import { adminCopy } from "~/features/admin/messages";
import { roleLabel } from "~/lib/messages/shell";
import type { FormAnswer } from "~/lib/form-action.server";
import type { Page } from "~/lib/pagination";
import type { UserCard } from "../users.server";
import { RoleBadge } from "./role-badge";

/** What the action answers when a card's form comes back: which form, and its errors. */
export type UsersAnswer = FormAnswer & { target: string };

function ListState({ query, page }: { query: string; page: number }) {
  return (
    <>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="page" value={page} />
    </>
  );
}

/** Suspend (with a reason) or reinstate: an admin's act on the account (ADR 072). */
function SuspensionControls({
  user,
  query,
  page,
  answer,
}: {
  user: UserCard;
  query: string;
  page: number;
  answer: UsersAnswer | null;
}) {
  const t = adminCopy.suspension;
  if (user.role === "admin") return null;
  const mine = (intent: string) => (answer?.target === `${intent}:${user.id}` ? answer : null);
  if (user.suspendedAt) {
    const reinstate = mine("reinstate");
    return (
      <Form method="post" className="grid gap-2" preventScrollReset>
        <FormError message={reinstate?.formError} />
        <input type="hidden" name="intent" value="reinstate" />
        <input type="hidden" name="userId" value={user.id} />
        <ListState query={query} page={page} />
        <Button type="submit" variant="outline" className="justify-self-start">
          {t.reinstate} <span className="sr-only">: {user.name}</span>
        </Button>
      </Form>
    );
  }
  const suspend = mine("suspend");
  const typed = suspend?.values.reason;
  return (
    <details className="text-sm" open={!!suspend}>
      <summary className="cursor-pointer text-muted">
        {t.suspend} <span className="sr-only">: {user.name}</span>
      </summary>
      <Form method="post" className="mt-2 grid gap-2" preventScrollReset>
        {suspend && !Object.keys(suspend.fieldErrors).length ? (
          <FormError message={suspend.formError} />
        ) : null}
        <input type="hidden" name="intent" value="suspend" />
        <input type="hidden" name="userId" value={user.id} />
        <ListState query={query} page={page} />
        <p className="text-muted">{t.what}</p>
        <Field
          label={t.reasonLabel}
          name="reason"
          id={`suspend-reason-${user.id}`}
          error={suspend?.fieldErrors.reason}
          required
        >
          <Textarea rows={2} maxLength={500} defaultValue={typed} />
        </Field>
        <Button type="submit" variant="destructive" className="justify-self-start">
          {t.confirm}
        </Button>
      </Form>
    </details>
  );
}

function UserCardView({
  user,
  query,
  page,
  answer,
}: {
  user: UserCard;
  query: string;
  page: number;
  answer: UsersAnswer | null;
}) {
  const t = adminCopy;
  const selectId = `role-${user.id}`;
  const roleAnswer = answer?.target === `change-role:${user.id}` ? answer : null;
  return (
    <Card>
      <CardContent className="grid gap-3 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold">{user.name}</h3>
          <RoleBadge role={user.role} />
          {user.suspendedAt ? <Badge variant="danger">{t.suspension.suspended}</Badge> : null}
        </div>
        {user.suspendedAt ? (
          <p className="text-sm break-words text-danger">
            {t.suspension.suspendedOn(formatDate(user.suspendedAt))}
            {user.suspendedReason ? `. ${t.suspension.reasonShown(user.suspendedReason)}` : null}
          </p>
        ) : null}
        <p className="text-sm break-all text-muted">{user.email}</p>
        <p className="text-xs text-muted">
          {t.joined} {formatDate(user.joinedAt)}
        </p>
        <FormError message={roleAnswer?.formError} />
        <Form method="post" className="flex flex-wrap items-end gap-2" preventScrollReset>
          <input type="hidden" name="intent" value="change-role" />
          <input type="hidden" name="userId" value={user.id} />
          <ListState query={query} page={page} />
          <div className="grid gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t.roleLabel} <span className="sr-only">for {user.name}</span>
            </label>
            <NativeSelect
              id={selectId}
              name="role"
              defaultValue={user.role}
              wrapperClassName="w-48"
              className="capitalize"
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline">
            {t.updateRole}
          </Button>
        </Form>
        {user.history.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted">
              {t.roleHistory} ({user.history.length})
            </summary>
            <ul className="mt-2 grid gap-1">
              {user.history.map((h) => (
                <li key={h.id}>
                  <span className="capitalize">{roleLabel(h.fromRole)}</span> →{" "}
                  <span className="capitalize">{roleLabel(h.toRole)}</span> {t.byActor(h.actorName)}
                  , <time dateTime={h.at}>{formatDateTime(h.at)}</time>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <SuspensionControls user={user} query={query} page={page} answer={answer} />
      </CardContent>
    </Card>
  );
}

export function UsersPanel({
  users,
  query,
  answer,
}: {
  users: Page<UserCard>;
  query: string;
  answer: UsersAnswer | null;
}) {
  const t = adminCopy;
  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="users-heading" className="text-lg font-semibold">
          {t.tabs.users}
        </h2>
        <Badge variant="secondary" aria-label={`${users.total} users`}>
          {users.total}
        </Badge>
      </div>
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="user-search" className="sr-only">
          {t.searchUsersPlaceholder}
        </label>
        <Input
          id="user-search"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t.searchUsersPlaceholder}
          className="max-w-md"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      {users.items.length === 0 ? (
        <div className="rounded-card border border-dashed border-line-strong p-8 text-center">
          {query ? (
            <>
              <p className="font-semibold">{t.noUsersFound.title}</p>
              <p className="text-sm text-muted">{t.noUsersFound.description}</p>
            </>
          ) : (
            <p className="font-semibold">{t.noUsersAvailable}</p>
          )}
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {users.items.map((u) => (
            <li key={u.id}>
              <UserCardView user={u} query={query} page={users.page} answer={answer} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={users.page}
        pageCount={users.pageCount}
        hrefFor={(p) => `/admin/users?q=${encodeURIComponent(query)}&page=${p}`}
      />
    </section>
  );
}
