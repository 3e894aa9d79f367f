import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Pagination } from "~/components/ui/pagination";
import { NativeSelect } from "~/components/ui/select";
import { ROLES } from "~/features/accounts/roles";
import { formatDate, formatDateTime } from "~/lib/dates";
import { adminCopy } from "~/features/admin/messages";
import { roleLabel } from "~/lib/messages/shell";
import type { Page } from "~/lib/pagination";
import type { UserCard } from "../users.server";
import { RoleBadge } from "./role-badge";

function UserCardView({ user, query, page }: { user: UserCard; query: string; page: number }) {
  const t = adminCopy;
  const selectId = `role-${user.id}`;
  return (
    <Card>
      <CardContent className="grid gap-3 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold">{user.name}</h3>
          <RoleBadge role={user.role} />
        </div>
        <p className="text-sm break-all text-muted">{user.email}</p>
        <p className="text-xs text-muted">
          {t.joined} {formatDate(user.joinedAt)}
        </p>
        <Form method="post" className="flex flex-wrap items-end gap-2" preventScrollReset>
          <input type="hidden" name="intent" value="change-role" />
          <input type="hidden" name="userId" value={user.id} />
          <input type="hidden" name="q" value={query} />
          <input type="hidden" name="page" value={page} />
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
      </CardContent>
    </Card>
  );
}

export function UsersPanel({ users, query }: { users: Page<UserCard>; query: string }) {
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
              <UserCardView user={u} query={query} page={users.page} />
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
