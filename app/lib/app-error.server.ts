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

/**
 * The one error domain functions throw (DESIGN.md convention 3): a kind from the
 * message catalogue, optionally a more specific catalogue message, and field errors
 * for forms. Routes turn it into a response with `appErrorResponse`.
 */
export class AppError extends Error {
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
}

/** Maps an AppError to its HTTP status and the catalogue's words; anything else is re-thrown. */
export function appErrorResponse(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  return data(
    { error: error.userMessage, fieldErrors: error.fieldErrors ?? null },
    { status: error.status },
  );
}
