// The ways into an account, shown on the sign-in and sign-up pages only: one module, so
// those pages fetch one small chunk for both (first-load JS budget of public pages).
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/tabs";
import { authPageCopy } from "~/features/accounts/messages";
import { AUTH_PATHS, authPath } from "./auth-paths";

/**
 * "Continue with Google" as a plain form POST to /auth/google, which asks
 * better-auth for Google's URL and redirects there: works without client JavaScript.
 * `reloadDocument` keeps it a document navigation, so the state cookies and the
 * cross-site redirect are handled by the browser as usual.
 */
export function GoogleSignIn({ redirectTo, busy }: { redirectTo: string; busy: boolean }) {
  return (
    <>
      <Form method="post" action={AUTH_PATHS.google} reloadDocument>
        <input type="hidden" name="intent" value="google" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Button type="submit" variant="outline" className="w-full" disabled={busy}>
          <GoogleMark />
          {authPageCopy.continueWithGoogle}
        </Button>
      </Form>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        {authPageCopy.orDivider}
        <span className="h-px flex-1 bg-line" />
      </div>
    </>
  );
}

/** Google's "G" in its brand colours (decorative: the button text names it). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84c.87-2.6 3.3-4.52 6.16-4.52z"
      />
    </svg>
  );
}

/** Sign in | Sign up, each a page of its own; the return path travels along. */
export function AuthTabs({
  active,
  redirectTo,
}: {
  active: "signin" | "signup";
  redirectTo: string;
}) {
  return (
    <LinkTabs
      className="mt-4"
      aria-label="Sign in or sign up"
      items={[
        { to: authPath("signin", redirectTo), label: "Sign In", active: active === "signin" },
        { to: authPath("signup", redirectTo), label: "Sign Up", active: active === "signup" },
      ]}
    />
  );
}
