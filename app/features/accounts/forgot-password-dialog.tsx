import type { RefObject } from "react";
import { useFetcher } from "react-router";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { EmailLinkFields } from "./auth-form-parts";
import type { Message } from "~/lib/messages";
import { authPageCopy, authSuccess } from "~/features/accounts/messages";
import { AUTH_PATHS } from "./auth-paths";

type ForgotAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError?: Message | null;
  done?: string;
};

/**
 * The sign-in tab's forgot-password dialog (spec 001 §2). Loaded on demand by the
 * "Forgot password?" link, which without JavaScript simply opens `/auth/forgot`;
 * both post to that page's action, so the answer is the same whether or not the
 * address has an account.
 */
export default function ForgotPasswordDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link that opened it: not a Radix trigger, so Radix cannot find it itself. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const fetcher = useFetcher<ForgotAnswer>();
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{authPageCopy.forgotTitle}</DialogTitle>
          <DialogDescription>{authPageCopy.forgotIntro}</DialogDescription>
        </DialogHeader>
        {answer?.done === "forgot" ? (
          <div role="status" className="rounded-card bg-brand-50 p-4 text-ink">
            <p className="font-semibold">{authSuccess.passwordResetSent.title}</p>
            <p className="mt-1">{authSuccess.passwordResetSent.message}</p>
          </div>
        ) : (
          <fetcher.Form method="post" action={AUTH_PATHS.forgot} className="space-y-4" noValidate>
            {answer?.formError ? (
              <div
                role="alert"
                className="rounded-md border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
              >
                <p className="font-semibold">{answer.formError.title}</p>
                <p>{answer.formError.message}</p>
              </div>
            ) : null}
            <EmailLinkFields answer={answer} busy={busy} submitLabel={authPageCopy.sendResetLink} />
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
