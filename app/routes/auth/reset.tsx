import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/reset";
import { Button } from "~/components/ui/button";
import { authPageState } from "~/features/accounts/auth-page.server";
import { AUTH_PATHS } from "~/features/accounts/auth-paths";
import { resetPasswordSchema } from "~/features/accounts/auth-schemas";
import { NewPasswordFields, type AuthAnswer } from "~/features/accounts/auth-form-parts";
import { FormError } from "~/components/ui/form-error";
import { resetPassword } from "~/features/accounts/sign-in.server";
import { redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm } from "~/lib/form-action.server";
import { authPageCopy, authSuccess, authToasts } from "~/features/accounts/messages";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  // The e-mailed link lands here (sign-in.server.ts); it works signed in or not.
  const { token, linkFailed } = await authPageState(request, { signedInMayStay: true });
  return { token, linkError: linkFailed ? authToasts.passwordResetFailed : null };
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
  if (!reset.ok) return formAnswer(parsed.values, { formError: reset.error }, 400);
  return redirectWithToast(AUTH_PATHS.signin, {
    variant: "success",
    title: authSuccess.passwordUpdated.title,
    description: authSuccess.passwordUpdated.message,
  });
}

export default function ResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, linkError } = loaderData;
  const result = actionData as AuthAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{authPageCopy.resetTitle}</h1>
      <div className="mt-6 space-y-4">
        <FormError message={result?.formError ?? linkError} />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields errors={result?.fieldErrors ?? {}} prefix="New password" />
          <Button type="submit" className="w-full" disabled={busy || !token}>
            Set new password
          </Button>
        </Form>
      </div>
    </div>
  );
}
