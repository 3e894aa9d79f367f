import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot";
import { authPageState } from "~/features/accounts/auth-page.server";
import { authPath } from "~/features/accounts/auth-paths";
import { forgotPasswordSchema } from "~/features/accounts/auth-schemas";
import { DoneNote, EmailLinkFields, type AuthAnswer } from "~/features/accounts/auth-form-parts";
import { FormError } from "~/components/ui/form-error";
import { requestPasswordReset } from "~/features/accounts/sign-in.server";
import { formAnswer, parseForm } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { authPageCopy, authSuccess } from "~/features/accounts/messages";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const { redirectTo } = await authPageState(request);
  return { redirectTo };
}

export const meta = () =>
  pageMeta({
    title: authPageCopy.forgotTitle,
    description: authPageCopy.forgotIntro,
    noindex: true,
  });

/** Also the forgot-password dialog's action on the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, forgotPasswordSchema);
  if (!parsed.ok) return parsed.response;
  // The same answer whether or not the address has an account; only a client that
  // asks too often (for any addresses) is told to wait.
  const sent = await requestPasswordReset(parsed.data.email, context.clientIp ?? null);
  if (sent === "rateLimited") {
    return formAnswer(parsed.values, { formError: generalErrors.rateLimited }, 429);
  }
  return formAnswer(parsed.values, { done: "forgot" as const }, 200);
}

export default function ForgotPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AuthAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{authPageCopy.forgotTitle}</h1>
      <div className="mt-6 space-y-4">
        <FormError message={result?.formError} />
        {result?.done === "forgot" ? (
          <DoneNote message={authSuccess.passwordResetSent} />
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <p className="text-muted">{authPageCopy.forgotIntro}</p>
            <EmailLinkFields answer={result} busy={busy} submitLabel={authPageCopy.sendResetLink} />
            <p className="text-center text-sm">
              <Link
                to={authPath("signin", loaderData.redirectTo)}
                className="font-medium text-brand-700 hover:underline"
              >
                Back to sign in
              </Link>
            </p>
          </Form>
        )}
      </div>
    </div>
  );
}
