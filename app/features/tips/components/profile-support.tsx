import type { SupportersView } from "../supporters.server";
import { supportersCopy } from "../messages";
import { SupportPanel } from "./support-panel";
import { SupportersList } from "./supporters-list";

/**
 * Fans' support on a person's public page (issue 35): the support box when they may be
 * paid, and their Supporters read-only. The page renders it as a server part (ADR 049:
 * no code in the browser, no forms), so hiding and reporting a message, and the older
 * ones, are on the support page it links to.
 */
export function ProfileSupport({
  username,
  name,
  payable,
  view,
}: {
  username: string;
  name: string;
  payable: boolean;
  view: SupportersView;
}) {
  const supportPath = `/support/${username}`;
  if (!payable && !view.supporters.total) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {payable ? (
        <div>
          <SupportPanel username={username} name={name} />
        </div>
      ) : null}
      <div className="grid gap-2">
        <SupportersList
          view={{ ...view, canHide: false, canReport: false }}
          back={supportPath}
          hrefFor={(p) => `${supportPath}?page=${p}#supporters`}
        />
        {view.supporters.total ? (
          <p className="text-sm">
            <a href={`${supportPath}#supporters`} className="font-medium text-brand-700 underline">
              {supportersCopy.allOnSupportPage}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
