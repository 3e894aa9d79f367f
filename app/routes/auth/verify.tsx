import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/verify";
import { FormError } from "~/components/ui/form-error";
import { verifyPageState } from "~/features/accounts/auth-page.server";
import { AUTH_PATHS } from "~/features/accounts/auth-paths";
import { forgotPasswordSchema } from "~/features/accounts/auth-schemas";
import {
  DoneNote,
  EmailLinkFields,
  LinkProblem,
  type AuthAnswer,
} from "~/features/accounts/auth-form-parts";
import { requestVerificationLink } from "~/features/accounts/sign-in.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { linkPageCopy } from "~/features/accounts/messages";
import { pageMeta } from "~/lib/seo";

/** Where confirmation links land (working or not), and where to ask for a new one. */
export async function loader({ request }: Route.LoaderArgs) {
  const state = await verifyPageState(request);
  if (state.kind !== "confirmed") return { problem: state.kind };
  // Signed in by the link (better-auth did it): on to the site; a link opened again
  // (already confirmed, no new session) leads to sign-in.
  return state.signedIn
    ? redirectWithToast("/", messageToast(linkPageCopy.emailConfirmed, "success"))
    : redirectWithToast(
        AUTH_PATHS.signin,
        messageToast(linkPageCopy.emailConfirmedSignIn, "success"),
      );
}

export const meta = () =>
  pageMeta({
    title: linkPageCopy.verifyTitle,
    description: linkPageCopy.verifyIntro,
    noindex: true,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, forgotPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const sent = await requestVerificationLink({
    email: parsed.data.email,
    ip: context.clientIp ?? null,
  });
  if (sent === "rateLimited") {
    return formAnswer(parsed.values, { formError: generalErrors.rateLimited }, 429);
  }
  return formAnswer(parsed.values, { done: "verify" as const }, 200);
}

const PROBLEMS = { expired: linkPageCopy.verifyExpired, invalid: linkPageCopy.verifyInvalid };

export default function VerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AuthAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const problem = loaderData.problem === "ask" ? null : PROBLEMS[loaderData.problem];
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{problem?.title ?? linkPageCopy.verifyTitle}</h1>
      <div className="mt-6 space-y-4">
        {problem && result?.done !== "verify" ? <LinkProblem message={problem.message} /> : null}
        <FormError message={result?.formError} />
        {result?.done === "verify" ? (
          <DoneNote message={linkPageCopy.verifySent} />
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <p className="text-muted">{linkPageCopy.verifyIntro}</p>
            <EmailLinkFields answer={result} busy={busy} submitLabel={linkPageCopy.sendNewLink} />
          </Form>
        )}
      </div>
    </div>
  );
}
