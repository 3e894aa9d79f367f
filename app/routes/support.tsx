import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/support";
import { TestModeBadge } from "~/features/payments/components/payment-method-choice";
import { paymentSuccess } from "~/features/payments/messages";
import { resolveProvider, testModeAllowed } from "~/features/payments/providers/config.server";
import { SupportForm } from "~/features/tips/components/support-form";
import { SupportersList } from "~/features/tips/components/supporters-list";
import { supportCopy, tipToasts } from "~/features/tips/messages";
import { startTip } from "~/features/tips/start-tip.server";
import { supportersOf, supportTarget } from "~/features/tips/supporters.server";
import { DEFAULT_TIP, TIP_METHODS, TIP_QUICK_AMOUNTS } from "~/features/tips/tip-constants";
import { tipSchema } from "~/features/tips/tip-schema";
import { getSessionUser } from "~/lib/auth.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm, type FormAnswer } from "~/lib/form-action.server";
import { pageFromUrl } from "~/lib/pagination";
import { publicOrigin } from "~/lib/request.server";
import { pageMeta } from "~/lib/seo";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person this page is for; 404 (nothing leaked) when there is no such public page. */
async function targetOf(params: Route.LoaderArgs["params"]) {
  const target = await supportTarget({ username: params.username });
  if (!target) throw data(null, { status: 404 });
  return target;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const target = await targetOf(params);
  const url = new URL(request.url);
  // One address per person: the username as they spell it.
  if (params.username !== target.username) {
    throw redirect(`/support/${target.username}${url.search}`, 301);
  }
  const user = await getSessionUser(request);
  // The panel on a content or profile page sends the amount chosen there.
  const asked = url.searchParams.get("amount") ?? "";
  const quick = (TIP_QUICK_AMOUNTS as readonly number[]).map(String).includes(asked);
  const from = url.searchParams.get("from") ?? "";
  return {
    target,
    own: user?.id === target.id,
    testMode: testModeAllowed(),
    // A method shows as unavailable when neither it nor the test provider can take it.
    methods: Object.fromEntries(TIP_METHODS.map((m) => [m, resolveProvider(m) !== null])),
    defaults: {
      amount: quick ? asked : asked ? "" : String(DEFAULT_TIP),
      customAmount: quick ? "" : /^\d{1,9}$/.test(asked) ? asked : "",
      name: user ? (user.fullName ?? user.name ?? "") : "",
      contentId: UUID.test(from) ? from : null,
    },
    view: await supportersOf({
      creatorId: target.id,
      viewerId: user?.id ?? null,
      page: pageFromUrl(url),
    }),
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const target = await targetOf(params);
  const user = await getSessionUser(request);
  if (!user) {
    // Back to this form after signing in, with the amount chosen.
    const form = await request.formData().catch(() => null);
    const amount = String(form?.get("customAmount") || form?.get("amount") || "");
    const back = `/support/${target.username}${/^\d{1,9}$/.test(amount) ? `?amount=${amount}` : ""}`;
    return redirectWithToast(
      `/auth/sign-in?redirectTo=${encodeURIComponent(back)}`,
      messageToast(tipToasts.signInToSupport, "error"),
    );
  }
  const parsed = await parseForm(request, tipSchema, {
    formError: (fe) => (fe.customAmount ? tipToasts.invalidAmount : tipToasts.checkForm),
  });
  if (!parsed.ok) return parsed.response;
  const started = await runForm(parsed.values, () =>
    startTip({
      ...parsed.data,
      creatorId: target.id,
      fan: { id: user.id, email: user.email },
      origin: publicOrigin(request),
    }),
  );
  if (!started.ok) return started.response;
  return redirectWithToast(
    started.result.redirectUrl,
    messageToast(paymentSuccess.initiated, "success"),
    { status: 303 },
  );
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: supportCopy.title(data.target.name),
        description: supportCopy.metaDescription(data.target.name),
      })
    : [];

export default function Support({ loaderData, actionData }: Route.ComponentProps) {
  const { target, view, own } = loaderData;
  const t = supportCopy;
  const path = `/support/${target.username}`;
  return (
    <div className="mx-auto grid max-w-2xl gap-10 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight break-words text-ink">
          {t.title(target.name)}
        </h1>
        {own ? (
          <p className="mt-3 text-muted">
            {t.self}{" "}
            <Link to="/dashboard/supporters" className="font-medium text-brand-700 underline">
              {t.seeAll}
            </Link>
          </p>
        ) : target.payable ? (
          <>
            <p className="mt-2 text-muted">{t.intro(target.name)}</p>
            {loaderData.testMode ? (
              <div className="mt-3">
                <TestModeBadge />
              </div>
            ) : null}
            <SupportForm
              defaults={loaderData.defaults}
              answer={actionData as FormAnswer | undefined}
              methods={loaderData.methods}
            />
          </>
        ) : (
          <div role="status" className="mt-4 rounded-md border border-line-strong p-3">
            <p className="font-semibold text-ink">{t.unavailable.title}</p>
            <p className="text-sm text-muted">{t.unavailable.message}</p>
          </div>
        )}
      </div>
      <SupportersList
        view={view}
        back={`${path}#supporters`}
        hrefFor={(p) => `${path}?page=${p}#supporters`}
      />
    </div>
  );
}
