import { data } from "react-router";
import { errorFor, type ErrorKind, type Message } from "~/lib/messages";

const STATUS: Record<ErrorKind, number> = {
  network: 503,
  server: 500,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  timeout: 504,
  fileSize: 413,
  fileType: 415,
  rateLimited: 429,
  unknown: 500,
};

/** What a thrown AppError answers with: the catalogue's words, never a stack. */
export type AppErrorBody = { error: Message; fieldErrors: Record<string, string[]> | null };

/**
 * The one error domain functions throw (docs/design.md convention 3): a kind from the
 * message catalogue, optionally a more specific catalogue message, and field errors
 * for forms.
 *
 * The one place it becomes an HTTP status: the error itself has the shape of React
 * Router's `data(body, { status })` (`type`, `data`, `init`), which the router turns
 * into an error response with that status wherever it is thrown (any loader or action,
 * document or data request, dev or production). So a loader never answers 500 for a
 * user error and no route catches AppError to map it; the root ErrorBoundary shows the
 * status and the catalogue message. Forms that must re-render with what was typed use
 * `runForm` (lib/form-action.server.ts). Pinned by app-error.test.ts (through React Router itself).
 */
export class AppError extends Error {
  /** React Router's marker for `data()` values (see the class comment). */
  readonly type = "DataWithResponseInit" as const;
  readonly kind: ErrorKind;
  readonly userMessage: Message;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(
    kind: ErrorKind,
    options: { message?: Message; fieldErrors?: Record<string, string[]> } = {},
  ) {
    const userMessage = options.message ?? errorFor(kind);
    super(userMessage.message);
    this.name = "AppError";
    this.kind = kind;
    this.userMessage = userMessage;
    this.fieldErrors = options.fieldErrors;
  }

  get status() {
    return STATUS[this.kind];
  }

  get data(): AppErrorBody {
    return { error: this.userMessage, fieldErrors: this.fieldErrors ?? null };
  }

  get init() {
    return { status: this.status, statusText: this.kind };
  }
}

/**
 * An AppError as a returned (not thrown) answer, for fetcher forms that show the
 * error in place; anything else is re-thrown.
 */
export function appErrorResponse(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  return data<AppErrorBody>(error.data, { status: error.status });
}
