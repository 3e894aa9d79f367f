import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/sign-up";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { authPageState } from "~/features/accounts/auth-page.server";
import { signUpSchema } from "~/features/accounts/auth-schemas";
import { AuthTabs, GoogleSignIn } from "~/features/accounts/auth-entry";
import { DoneNote, NewPasswordFields, type AuthAnswer } from "~/features/accounts/auth-form-parts";
import { SelfServiceRolePicker } from "~/features/accounts/role-picker";
import { FormError } from "~/components/ui/form-error";
import { signUpWithPassword } from "~/features/accounts/sign-in.server";
import { formAnswer, parseForm } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { authPageCopy, authSuccess, authToasts } from "~/features/accounts/messages";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const { redirectTo, google } = await authPageState(request);
  return { redirectTo, google };
}

export const meta = () =>
  pageMeta({
    title: "Sign up",
    description: "Sign in or create your Naija Creators account.",
    noindex: true,
  });

const SIGN_UP_FAILURE = {
  exists: [authToasts.accountExists, 409],
  rateLimited: [generalErrors.rateLimited, 429],
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = await parseForm(form, signUpSchema, {
    // Two different passwords also get the spec's form-level message.
    formError: (fe) =>
      fe.confirmPassword?.length &&
      form.get("password") &&
      form.get("confirmPassword") &&
      form.get("password") !== form.get("confirmPassword")
        ? authToasts.passwordsDontMatch
        : null,
  });
  if (!parsed.ok) return parsed.response;
  const result = await signUpWithPassword({ ...parsed.data, ip: context.clientIp ?? null });
  if (!result.ok) {
    const [formError, status] =
      result.error === "exists" || result.error === "rateLimited"
        ? SIGN_UP_FAILURE[result.error]
        : [authToasts.signUpFailed, 400];
    return formAnswer(parsed.values, { formError }, status);
  }
  return formAnswer(parsed.values, { done: "signup" as const }, 200);
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, google } = loaderData;
  const result = actionData as AuthAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const v = result?.values ?? {};
  const fe = result?.fieldErrors ?? {};

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{authPageCopy.signUpTitle}</h1>
      <AuthTabs active="signup" redirectTo={redirectTo} />
      <div className="mt-6 space-y-4">
        <FormError message={result?.formError} />
        {google ? <GoogleSignIn redirectTo={redirectTo} busy={busy} /> : null}
        {result?.done === "signup" ? (
          <DoneNote message={authSuccess.signedUp} />
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <Field label="Full name" name="fullName" error={fe.fullName} required>
              <Input autoComplete="name" defaultValue={v.fullName} />
            </Field>
            <Field label="E-mail" name="email" error={fe.email} required>
              <Input type="email" autoComplete="email" defaultValue={v.email} />
            </Field>
            <NewPasswordFields errors={fe} />
            <SelfServiceRolePicker chosen={v.role ?? "creator"} error={fe.role} />
            <Button type="submit" className="w-full" disabled={busy}>
              Sign Up
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
