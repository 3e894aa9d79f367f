import { reinstateAccount, suspendAccount } from "./suspend-account.server";
import type { Role } from "~/features/accounts/roles";
import { getDb } from "~/lib/db/client.server";
import { listInbox, setInboxStatus, type InboxBox } from "./inbox.server";
import { adminMetrics, signupsPerWeek } from "./metrics.server";
import { changeUserRole, searchUsers } from "./users.server";

// The admin area's pages call these: one options object each, the database fetched
// here, so routes never handle it (issue 11).

export async function loadAdminMetrics(counts: { pendingReviews: number }) {
  return adminMetrics(await getDb(), counts);
}

export async function loadSignupsPerWeek() {
  return signupsPerWeek(await getDb());
}

export async function findUsers({ query, page }: { query: string; page: number }) {
  return searchUsers(await getDb(), { query, page });
}

export async function setUserRole({
  actorId,
  userId,
  role,
}: {
  actorId: string;
  userId: string;
  role: Role;
}) {
  return changeUserRole(await getDb(), actorId, { userId, role });
}

export async function suspendUser(opts: { actorId: string; userId: string; reason: string }) {
  return suspendAccount({ db: await getDb(), ...opts });
}

export async function reinstateUser(opts: { actorId: string; userId: string }) {
  return reinstateAccount({ db: await getDb(), ...opts });
}

export async function loadInbox({ box, page }: { box: InboxBox; page: number }) {
  return listInbox(await getDb(), box, page);
}

export async function setInboxEntryStatus(input: {
  box: InboxBox;
  id: string;
  status: "new" | "resolved";
}) {
  return setInboxStatus(await getDb(), input);
}
