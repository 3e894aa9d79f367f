// Accounts' own texts: sign-in, sign-up and password pages, auth toasts and errors,
// the sign-in redirect messages (000 §5, §6, §8; 001 §2, §8). Client-safe: plain
// objects only, so the public auth pages load these and not the whole catalogue.
import type { Message } from "~/lib/messages";
import { PRODUCT_NAME } from "~/lib/messages/product";
import { PASSWORD_MIN_LENGTH } from "~/lib/messages/validation";

export const authErrors = {
  signInFailed: {
    title: "Sign in failed",
    message: "Email or password no correct. Check am and try again.",
  },
  signUpFailed: {
    title: "Sign up failed",
    message: "We no fit create your account. Please try again.",
  },
  emailAlreadyUsed: {
    title: "Email already in use",
    message: "Account with this email don already dey. Sign in instead.",
  },
  weakPassword: {
    title: "Weak password",
    message: `Password too weak. Use at least ${PASSWORD_MIN_LENGTH} characters, mix letters and numbers.`,
  },
  invalidEmail: {
    title: "Invalid email",
    message: "This email no correct. Check am and try again.",
  },
  emailNotVerified: {
    title: "Email not verified",
    message: "Confirm your email first. Check your inbox for the link we send you.",
  },
  // An unverified account signed in with the right password: a fresh link went out.
  verificationResent: {
    title: "Email not verified",
    message:
      "Confirm your email first. We don send a new link to your inbox; e go work for 24 hours.",
  },
  sessionExpired: {
    title: "Session expired",
    message: "Your session don expire. Please sign in again.",
  },
  // The password was right, but an admin suspended the account (ADR 072).
  accountSuspended: {
    title: "Account suspended",
    message:
      "An administrator don suspend this account, so you no fit sign in. Check the e-mail we send you, or write to us through the Contact page.",
  },
  accountLocked: {
    title: "Account locked",
    message:
      "Too many wrong tries, so we lock your account for now. Wait small or reset your password.",
  },
} satisfies Record<string, Message>;

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Refusals for a client address with too many failed sign-ins (its accounts stay open). */
export const signInLimitAnswers = {
  throttled: (seconds: number): Message => ({
    title: "Slow down small",
    message: `Plenty wrong sign-ins don come from your network. Wait ${plural(seconds, "second")}, then try again.`,
  }),
  blocked: (minutes: number): Message => ({
    title: "Too many tries from your network",
    message: `Plenty wrong sign-ins don come from your network, so we pause sign-in from it for ${plural(minutes, "minute")}. Your account no lock.`,
  }),
};

/** The pages an e-mailed link lands on when it no longer works. */
export const linkPageCopy = {
  verifyTitle: "Confirm your e-mail",
  verifyIntro: "Enter your e-mail and we go send you a new confirmation link.",
  verifyExpired: {
    title: "This confirmation link don expire",
    message: "Confirmation links work for 24 hours. Ask for a new one below.",
  },
  verifyInvalid: {
    title: "This confirmation link no dey work",
    message:
      "The link no complete or e no correct again (maybe you copied only part of it). Ask for a new one below.",
  },
  verifySent: {
    title: "Check your inbox",
    message:
      "If this e-mail still needs confirming, we don send a new link. E go work for 24 hours.",
  },
  emailConfirmed: { title: "E-mail confirmed", message: "Your e-mail don confirm. Welcome!" },
  emailConfirmedSignIn: {
    title: "E-mail confirmed",
    message: "Your e-mail don confirm. Sign in to continue.",
  },
  sendNewLink: "Send a new link",
  resetInvalid: {
    title: "This reset link no dey work again",
    message:
      "Reset links work once and for one hour only. This one don expire or you don use am already. Ask for a new one.",
  },
  askNewResetLink: "Get a new reset link",
  /** Under the "confirm your e-mail first" answer on the sign-in page. */
  resendVerification: "Send me a new confirmation link",
};

export const authSuccess = {
  signedIn: { title: "Welcome back!", message: "You have successfully signed in." },
  signedOut: { title: "Signed out", message: "You have been successfully signed out." },
  // 001 §8, where "the product" stands for the product's name.
  signedUp: {
    title: `Welcome to ${PRODUCT_NAME}!`,
    message: "Please check your email to verify your account.",
  },
  passwordResetSent: {
    title: "Password reset email sent",
    message: "Check your email for the link to set a new password.",
  },
  passwordUpdated: {
    title: "Password updated",
    message: "Your new password don set. You fit sign in with am now.",
  },
  profileUpdated: { title: "Profile updated", message: "Your profile changes don save." },
  roleChanged: {
    title: "Role updated",
    message: "Your role don change. Your dashboard go show the new tools.",
  },
};

export const authToasts = {
  signInFailed: { title: "Sign in failed", message: authErrors.signInFailed.message },
  signUpFailed: { title: "Sign up failed", message: authErrors.signUpFailed.message },
  // Shown when the sign-up error message includes 'already registered'.
  accountExists: {
    title: "Account already exists",
    message: "An account with this email already exists. Please sign in instead.",
  },
  passwordsDontMatch: {
    title: "Passwords don't match",
    message: "Please make sure your passwords match.",
  },
  googleSignInFailed: {
    title: "Google sign in failed",
    message: "We no fit sign you in with Google. Please try again.",
  },
  passwordResetFailed: {
    title: "Password reset failed",
    message: "We no fit send the reset email. Please try again.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

export const authPageCopy = {
  signInTitle: "Welcome back",
  signUpTitle: "Create your account",
  forgotTitle: "Forgot your password?",
  resetTitle: "Set a new password",
  forgotIntro: "Enter your e-mail and we go send you a link to set a new password.",
  forgotLink: "Forgot password?",
  sendResetLink: "Send reset link",
  continueWithGoogle: "Continue with Google",
  orDivider: "or",
};

export const loginRequiredCopy = {
  title: "Login Required",
  message: "Sign in first to create and share on the platform.",
};

/** The 403 page: why access was refused and where to get help. */
export const forbiddenCopy = {
  title: "Access Forbidden",
  signInRequired: "You need to sign in to access this page",
  insufficientPermissions: "Insufficient Permissions",
  /** What this person can do about it, by who they are (issue 30 §3.9: true for each). */
  insufficientPermissionsHelp: {
    viewer:
      "As a viewer you fit browse, buy tickets, shop and book stays. To upload content, organise events, sell products or list stays, choose what you mainly do on your profile. E free.",
    selfService:
      "Your role no open this page. You fit change what you mainly do (create content, organise events, sell products or list stays) on your profile.",
    restricted:
      "Your account no get permission for this page. Admin and moderator roles are given by an administrator: contact support if you think say na mistake.",
  },
  chooseRole: "Choose your role",
  needHelp: "Need Help?",
  helpCreators:
    "Viewers, creators, organizers and vendors: choose what you mainly do in the Role part of your profile (Dashboard, Profile) to open the tools for sharing or selling.",
  helpOwners:
    "Property owners: choose 'List stays' as your role on your profile to list and manage your properties.",
  helpAdmins: "Admins: admin roles are given by another admin only. Contact an administrator.",
  signIn: "Sign In",
  signedInAs: "Signed in as",
  role: "Role:",
  contactSupport: "Contact support",
};

export const authRedirectMessages = {
  admin: "Please log in to access the admin dashboard",
  create: "Please log in to create content, events, products, or properties",
  dashboard: "Please log in to access your dashboard",
  payments: "Please log in to view your payments and earnings",
  default: "Please log in to access this feature",
};

/** Message for a signed-out visitor sent to /auth from `pathname` (matched by path segment). */
export function authRedirectMessageFor(pathname: string): string {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under("/admin")) return authRedirectMessages.admin;
  if (under("/create")) return authRedirectMessages.create;
  if (under("/dashboard")) return authRedirectMessages.dashboard;
  if (under("/payments")) return authRedirectMessages.payments;
  return authRedirectMessages.default;
}
