import { data, Link } from "react-router";
import type { Route } from "./+types/report";
import { ReportForm, ReportSignedOut, type ReportAnswer } from "~/features/moderation/report-form";
import { fileReport, findReportTarget } from "~/features/moderation/moderation-pages.server";
import { reportSchema } from "~/features/moderation/report-schema";
import { getSessionUser } from "~/lib/auth.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm, typedValues } from "~/lib/form-action.server";
import { findItemKind } from "~/lib/item-kind-registry.server";
import { contentSuccess } from "~/features/content/messages";
import { generalErrors } from "~/lib/messages/error-pages";
import { reportCopy } from "~/features/moderation/messages";
import { pageMeta } from "~/lib/seo";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /report?type=&id=: the report form of one public item on its own page. Item pages post
 * their Report disclosure here; without JavaScript this page shows the answer (errors
 * and what was typed), with it the item page stays and shows them itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const itemType = findItemKind(url.searchParams.get("type") ?? "")?.type;
  const itemId = url.searchParams.get("id") ?? "";
  // A report about one review of the item (issue 31): its Report link names it.
  const reviewId = url.searchParams.get("review");
  if (!itemType || !UUID.test(itemId)) throw data(null, { status: 404 });
  if (reviewId !== null && !UUID.test(reviewId)) throw data(null, { status: 404 });
  const target = await findReportTarget({ itemType, itemId, reviewId });
  if (!target) throw data(null, { status: 404 });
  const user = await getSessionUser(request);
  return data(
    { itemType, itemId, ...target, signedIn: !!user, self: `${url.pathname}${url.search}` },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  // Signed out: the spec's auth-unauthorized notice, with what was typed kept.
  const user = await getSessionUser(request);
  if (!user) {
    return formAnswer(
      typedValues(form),
      { formError: generalErrors.unauthorized, signedOut: true },
      401,
    );
  }
  const parsed = await parseForm(form, reportSchema, { formError: generalErrors.validation });
  if (!parsed.ok) return parsed.response;
  const filed = await runForm(parsed.values, () =>
    fileReport({ ...parsed.data, reporterId: user.id }),
  );
  if (!filed.ok) return filed.response;
  return redirectWithToast(
    filed.result.itemPath,
    messageToast(
      filed.result.status === "created" ? contentSuccess.reported : contentSuccess.alreadyReported,
      "success",
    ),
  );
}

export const meta = ({ data: d }: Route.MetaArgs) =>
  pageMeta({
    title: d ? `${reportCopy.title}: ${d.title}` : reportCopy.title,
    description: reportCopy.intro,
    noindex: true,
  });

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { itemType, itemId, title, path, signedIn, self, review } = loaderData;
  const answer = actionData as ReportAnswer | undefined;
  const t = reportCopy;
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{review ? t.reviewTitle : t.title}</h1>
      <p>
        {review ? <>{t.reviewOf} </> : null}
        <Link to={path} className="font-medium text-brand-700 underline">
          {title}
        </Link>
      </p>
      {review ? (
        <blockquote className="border-l-2 border-line-strong pl-3 text-sm">
          <p className="font-medium">{t.reviewRating(review.rating)}</p>
          <p className="whitespace-pre-line break-words">{review.body}</p>
        </blockquote>
      ) : null}
      <p className="text-muted">{t.intro}</p>
      {!signedIn || answer?.signedOut ? (
        <ReportSignedOut returnTo={self} live={!!answer?.signedOut} />
      ) : (
        <ReportForm itemType={itemType} itemId={itemId} reviewId={review?.id} answer={answer} />
      )}
      <p>
        <Link to={path} className="text-sm text-brand-700 hover:underline">
          ← {t.back}
        </Link>
      </p>
    </div>
  );
}
