import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset";
import { Button } from "~/components/ui/button";
import { authPageState } from "~/features/accounts/auth-page.server";
import { AUTH_PATHS } from "~/features/accounts/auth-paths";
import { resetPasswordSchema } from "~/features/accounts/auth-schemas";
import {
  LinkProblem,
  NewPasswordFields,
  type AuthAnswer,
} from "~/features/accounts/auth-form-parts";
import { FormError } from "~/components/ui/form-error";
import { resetPassword } from "~/features/accounts/sign-in.server";
import { redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm } from "~/lib/form-action.server";
import { authPageCopy, authSuccess, linkPageCopy } from "~/features/accounts/messages";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  // The e-mailed link lands here (sign-in.server.ts); it works signed in or not.
  // better-auth adds `error` when the link's token is unknown, used or expired.
  const { token, linkFailed } = await authPageState(request, { signedInMayStay: true });
  return { token: linkFailed ? "" : token };
}

export const meta = () =>
  pageMeta({
    title: authPageCopy.resetTitle,
    description: authPageCopy.resetTitle,
    noindex: true,
  });

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, resetPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const reset = await resetPassword(parsed.data);
  if (!reset.ok) return formAnswer(parsed.values, { linkDead: true }, 400);
  return redirectWithToast(AUTH_PATHS.signin, {
    variant: "success",
    title: authSuccess.passwordUpdated.title,
    description: authSuccess.passwordUpdated.message,
  });
}

export default function ResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const result = actionData as AuthAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  // No working token (a used, expired or broken link): say so and offer a new link.
  if (!token || result?.linkDead) {
    return (
      <div className="mx-auto max-w-md px-4 py-10">
        <h1 className="text-2xl font-bold text-ink">{linkPageCopy.resetInvalid.title}</h1>
        <div className="mt-6">
          <LinkProblem message={linkPageCopy.resetInvalid.message}>
            <Button asChild className="mt-4">
              <Link to={AUTH_PATHS.forgot}>{linkPageCopy.askNewResetLink}</Link>
            </Button>
          </LinkProblem>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{authPageCopy.resetTitle}</h1>
      <div className="mt-6 space-y-4">
        <FormError message={result?.formError} />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields errors={result?.fieldErrors ?? {}} prefix="New password" />
          <Button type="submit" className="w-full" disabled={busy}>
            Set new password
          </Button>
        </Form>
      </div>
    </div>
  );
}
