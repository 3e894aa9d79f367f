import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { authPageState } from "~/features/accounts/auth-page.server";
import { AUTH_PATHS, authPath } from "~/features/accounts/auth-paths";
import { signInSchema } from "~/features/accounts/auth-schemas";
import type { AuthAnswer } from "~/features/accounts/auth-form-parts";
import { AuthTabs, GoogleSignIn } from "~/features/accounts/auth-entry";
import { FormError } from "~/components/ui/form-error";
import { safeRedirectPath } from "~/features/accounts/guards.server";
import { signInWithPassword } from "~/features/accounts/sign-in.server";
import { adoptGuestCart } from "~/features/marketplace/adopt-guest-cart.server";
import { redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm } from "~/lib/form-action.server";
import { authPageCopy, authSuccess, authToasts, linkPageCopy } from "~/features/accounts/messages";
import { pageMeta } from "~/lib/seo";

// Only fetched when someone opens it, so the sign-in page's own bundle stays small.
const ForgotPasswordDialog = lazy(() => import("~/features/accounts/forgot-password-dialog"));
const loadForgotPasswordDialog = () => void import("~/features/accounts/forgot-password-dialog");

export async function loader({ request }: Route.LoaderArgs) {
  const { redirectTo, google, linkFailed } = await authPageState(request);
  // better-auth sends a failed Google callback back here with `error` set.
  return { redirectTo, google, linkError: linkFailed ? authToasts.googleSignInFailed : null };
}

export const meta = () =>
  pageMeta({
    title: "Sign in",
    description: "Sign in or create your Naija Creators account.",
    noindex: true,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, signInSchema);
  if (!parsed.ok) return parsed.response;
  const result = await signInWithPassword({
    email: parsed.data.email,
    password: parsed.data.password,
    ip: context.clientIp ?? null,
    headers: request.headers,
  });
  if (!result.ok) {
    return formAnswer(
      parsed.values,
      { formError: result.error, unverified: result.unverified ?? false },
      401,
    );
  }
  const headers = new Headers();
  for (const c of result.setCookies) headers.append("Set-Cookie", c);
  // A guest's cart joins the account's at once (issue 31), and its cookies go.
  for (const c of await adoptGuestCart({ request, userId: result.userId }))
    headers.append("Set-Cookie", c);
  return redirectWithToast(
    safeRedirectPath(parsed.data.redirectTo),
    {
      variant: "success",
      title: authSuccess.signedIn.title,
      description: authSuccess.signedIn.message,
    },
    { headers },
  );
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, linkError, google } = loaderData;
  const result = actionData as AuthAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const [forgotOpen, setForgotOpen] = useState(false);
  // Each opening starts a fresh dialog (and a fresh form answer).
  const [forgotSession, setForgotSession] = useState(0);
  const forgotLink = useRef<HTMLAnchorElement>(null);
  const openForgot = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setForgotSession((n) => n + 1);
    setForgotOpen(true);
  };
  const fe = result?.fieldErrors ?? {};

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{authPageCopy.signInTitle}</h1>
      <AuthTabs active="signin" redirectTo={redirectTo} />
      <div className="mt-6 space-y-4">
        <FormError message={result?.formError ?? linkError} />
        {result?.unverified ? (
          <p className="text-sm">
            <Link to={AUTH_PATHS.verify} className="font-medium text-brand-700 hover:underline">
              {linkPageCopy.resendVerification}
            </Link>
          </p>
        ) : null}
        {google ? <GoogleSignIn redirectTo={redirectTo} busy={busy} /> : null}
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field label="E-mail" name="email" error={fe.email} required>
            <Input type="email" autoComplete="email" defaultValue={result?.values.email} />
          </Field>
          <Field label="Password" name="password" error={fe.password} required>
            <Input type="password" autoComplete="current-password" />
          </Field>
          <div className="flex items-center justify-between">
            {/* A plain link to the forgot page; with JavaScript it opens the dialog. */}
            <Link
              ref={forgotLink}
              to={authPath("forgot", redirectTo)}
              className="text-sm font-medium text-brand-700 hover:underline"
              onClick={openForgot}
              onPointerEnter={loadForgotPasswordDialog}
              onFocus={loadForgotPasswordDialog}
            >
              {authPageCopy.forgotLink}
            </Link>
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            Sign In
          </Button>
        </Form>
      </div>
      {forgotSession > 0 ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            key={forgotSession}
            open={forgotOpen}
            onOpenChange={setForgotOpen}
            returnFocusTo={forgotLink}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
