import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { LinkTabs } from "~/components/ui/tabs";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "~/features/accounts/auth-schemas";
import { safeRedirectPath } from "~/features/accounts/guards.server";
import { SELF_SERVICE_ROLE_LABELS, SELF_SERVICE_ROLES } from "~/features/accounts/roles";
import { GoogleSignIn } from "~/features/accounts/google-sign-in";
import {
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
  signUpWithPassword,
  startGoogleSignIn,
} from "~/features/accounts/sign-in.server";
import { getSessionUser } from "~/lib/auth.server";
import { googleSignInEnabled } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/flash.server";
import { fieldErrors } from "~/lib/form-schemas";
import { copy, errors, success, toasts, type Message } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";

// Only fetched when someone opens it, so the auth page's own bundle stays small.
const ForgotPasswordDialog = lazy(() => import("~/features/accounts/forgot-password-dialog"));
const loadForgotPasswordDialog = () => void import("~/features/accounts/forgot-password-dialog");

type Mode = "signin" | "signup" | "forgot" | "reset";

function modeOf(url: URL): Mode {
  const m = url.searchParams.get("mode");
  return m === "signup" || m === "forgot" || m === "reset" ? m : "signin";
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const mode = modeOf(url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (mode !== "reset" && (await getSessionUser(request))) throw redirect(redirectTo);
  // better-auth sends failed links and Google callbacks back here with `error` set.
  const failed = url.searchParams.has("error");
  return {
    mode,
    redirectTo,
    google: googleSignInEnabled(),
    token: url.searchParams.get("token") ?? "",
    linkError:
      failed && mode === "reset"
        ? toasts.auth.passwordResetFailed
        : failed && mode === "signin"
          ? toasts.auth.googleSignInFailed
          : null,
  };
}

export const meta = () =>
  pageMeta({
    title: "Sign in",
    description: "Sign in or create your Naija Creators account.",
    noindex: true,
  });

type ActionData = {
  intent: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
  done?: "signup" | "forgot";
};

function answer(
  intent: string,
  values: Record<string, string>,
  init: Partial<ActionData>,
  status = 400,
) {
  // Passwords are never sent back into the page.
  const { password: _p, confirmPassword: _c, ...safe } = values;
  return data<ActionData>(
    { intent, values: safe, fieldErrors: {}, formError: null, ...init },
    { status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));

  if (intent === "signin") {
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) return answer(intent, values, { fieldErrors: fieldErrors(parsed.error) });
    const result = await signInWithPassword({
      email: parsed.data.email,
      password: parsed.data.password,
      ip: context.clientIp ?? null,
      headers: request.headers,
    });
    if (!result.ok) return answer(intent, values, { formError: result.error }, 401);
    const headers = new Headers();
    for (const c of result.setCookies) headers.append("Set-Cookie", c);
    return redirectWithToast(
      safeRedirectPath(parsed.data.redirectTo),
      {
        variant: "success",
        title: success.auth.signedIn.title,
        description: success.auth.signedIn.message,
      },
      { headers },
    );
  }

  if (intent === "google") {
    const redirectTo = safeRedirectPath(values.redirectTo);
    const started = googleSignInEnabled()
      ? await startGoogleSignIn({ redirectTo, headers: request.headers })
      : { ok: false as const };
    // Same landing as a failed Google callback: the sign-in tab with the error shown.
    if (!started.ok) {
      throw redirect(`/auth?mode=signin&error=google&redirectTo=${encodeURIComponent(redirectTo)}`);
    }
    const headers = new Headers({ Location: started.url });
    for (const c of started.setCookies) headers.append("Set-Cookie", c);
    return new Response(null, { status: 302, headers });
  }

  if (intent === "signup") {
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      const mismatch =
        errs.confirmPassword?.length &&
        values.password &&
        values.confirmPassword &&
        values.password !== values.confirmPassword;
      return answer(intent, values, {
        fieldErrors: errs,
        formError: mismatch ? toasts.auth.passwordsDontMatch : null,
      });
    }
    const result = await signUpWithPassword({ ...parsed.data, ip: context.clientIp ?? null });
    if (!result.ok) {
      const [formError, status] =
        result.error === "exists"
          ? [toasts.auth.accountExists, 409]
          : result.error === "rateLimited"
            ? [errors.general.rateLimited, 429]
            : [toasts.auth.signUpFailed, 400];
      return answer(intent, values, { formError }, status);
    }
    return answer(intent, values, { done: "signup" }, 200);
  }

  if (intent === "forgot") {
    const parsed = forgotPasswordSchema.safeParse(values);
    if (!parsed.success) return answer(intent, values, { fieldErrors: fieldErrors(parsed.error) });
    // The same answer whether or not the address has an account; only a client that
    // asks too often (for any addresses) is told to wait.
    const sent = await requestPasswordReset(parsed.data.email, context.clientIp ?? null);
    if (sent === "rateLimited") {
      return answer(intent, values, { formError: errors.general.rateLimited }, 429);
    }
    return answer(intent, values, { done: "forgot" }, 200);
  }

  if (intent === "reset") {
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) return answer(intent, values, { fieldErrors: fieldErrors(parsed.error) });
    const reset = await resetPassword(parsed.data);
    if (!reset.ok) return answer(intent, values, { formError: reset.error });
    return redirectWithToast("/auth", {
      variant: "success",
      title: success.auth.passwordUpdated.title,
      description: success.auth.passwordUpdated.message,
    });
  }
  return answer(intent, values, { formError: errors.general.validation });
}

/** The password and its confirmation, as sign-up and reset both ask for them. */
function NewPasswordFields({
  errors: fe,
  prefix = "Password",
}: {
  errors: Record<string, string[]>;
  prefix?: string;
}) {
  return (
    <>
      <Field
        label={prefix}
        name="password"
        error={fe.password}
        description="At least 8 characters."
        required
      >
        <Input type="password" autoComplete="new-password" />
      </Field>
      <Field
        label={`Confirm ${prefix.toLowerCase()}`}
        name="confirmPassword"
        error={fe.confirmPassword}
        required
      >
        <Input type="password" autoComplete="new-password" />
      </Field>
    </>
  );
}

function FormError({ message }: { message: Message | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      <p className="font-semibold">{message.title}</p>
      <p>{message.message}</p>
    </div>
  );
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, token, linkError, google } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData?.intent === mode ? actionData : undefined;
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
  const v = result?.values ?? {};
  const fe = result?.fieldErrors ?? {};
  const keep = redirectTo !== "/" ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">
        {mode === "signup"
          ? copy.authPage.signUpTitle
          : mode === "forgot"
            ? copy.authPage.forgotTitle
            : mode === "reset"
              ? copy.authPage.resetTitle
              : copy.authPage.signInTitle}
      </h1>
      {mode === "signin" || mode === "signup" ? (
        <LinkTabs
          className="mt-4"
          aria-label="Sign in or sign up"
          items={[
            { to: `/auth?mode=signin${keep}`, label: "Sign In", active: mode === "signin" },
            { to: `/auth?mode=signup${keep}`, label: "Sign Up", active: mode === "signup" },
          ]}
        />
      ) : null}

      <div className="mt-6 space-y-4">
        <FormError message={result?.formError ?? linkError} />

        {google && (mode === "signin" || mode === "signup") ? (
          <GoogleSignIn redirectTo={redirectTo} busy={busy} />
        ) : null}

        {mode === "signin" ? (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="signin" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Field label="E-mail" name="email" error={fe.email} required>
              <Input type="email" autoComplete="email" defaultValue={v.email} />
            </Field>
            <Field label="Password" name="password" error={fe.password} required>
              <Input type="password" autoComplete="current-password" />
            </Field>
            <div className="flex items-center justify-between">
              {/* A plain link to the forgot page; with JavaScript it opens the dialog. */}
              <Link
                ref={forgotLink}
                to={`/auth?mode=forgot${keep}`}
                className="text-sm font-medium text-brand-700 hover:underline"
                onClick={openForgot}
                onPointerEnter={loadForgotPasswordDialog}
                onFocus={loadForgotPasswordDialog}
              >
                {copy.authPage.forgotLink}
              </Link>
            </div>
            <Button type="submit" className="w-full" disabled={busy}>
              Sign In
            </Button>
          </Form>
        ) : null}

        {mode === "signup" && result?.done === "signup" ? (
          <div role="status" className="rounded-card bg-brand-50 p-4 text-ink">
            <p className="font-semibold">{success.auth.signedUp.title}</p>
            <p className="mt-1">{success.auth.signedUp.message}</p>
          </div>
        ) : mode === "signup" ? (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="signup" />
            <Field label="Full name" name="fullName" error={fe.fullName} required>
              <Input autoComplete="name" defaultValue={v.fullName} />
            </Field>
            <Field label="E-mail" name="email" error={fe.email} required>
              <Input type="email" autoComplete="email" defaultValue={v.email} />
            </Field>
            <NewPasswordFields errors={fe} />
            <fieldset aria-describedby={fe.role ? "role-error" : undefined}>
              <legend className="text-sm font-medium text-ink">What do you mainly do?</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {SELF_SERVICE_ROLES.map((role) => (
                  <label
                    key={role}
                    className="flex items-center gap-2 rounded-md border border-line-strong px-3 py-2 text-sm"
                  >
                    <input
                      type="radio"
                      name="role"
                      value={role}
                      defaultChecked={(v.role ?? "creator") === role}
                    />
                    {SELF_SERVICE_ROLE_LABELS[role]}
                  </label>
                ))}
              </div>
              {fe.role ? (
                <p id="role-error" className="mt-1 text-sm text-danger">
                  {fe.role[0]}
                </p>
              ) : null}
            </fieldset>
            <Button type="submit" className="w-full" disabled={busy}>
              Sign Up
            </Button>
          </Form>
        ) : null}

        {mode === "forgot" ? (
          result?.done === "forgot" ? (
            <div role="status" className="rounded-card bg-brand-50 p-4 text-ink">
              <p className="font-semibold">{success.auth.passwordResetSent.title}</p>
              <p className="mt-1">{success.auth.passwordResetSent.message}</p>
            </div>
          ) : (
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="forgot" />
              <p className="text-muted">{copy.authPage.forgotIntro}</p>
              <Field label="E-mail" name="email" error={fe.email} required>
                <Input type="email" autoComplete="email" defaultValue={v.email} />
              </Field>
              <Button type="submit" className="w-full" disabled={busy}>
                {copy.authPage.sendResetLink}
              </Button>
              <p className="text-center text-sm">
                <Link
                  to={`/auth?mode=signin${keep}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  Back to sign in
                </Link>
              </p>
            </Form>
          )
        ) : null}

        {mode === "reset" ? (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields errors={fe} prefix="New password" />
            <Button type="submit" className="w-full" disabled={busy || !token}>
              Set new password
            </Button>
          </Form>
        ) : null}
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
