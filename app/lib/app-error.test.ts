import { createStaticHandler, isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { AppError, appErrorResponse } from "./app-error.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";

describe("AppError", () => {
  it("carries the catalogue message and maps kinds to statuses", () => {
    const e = new AppError("forbidden");
    expect(e.message).toBe("Access denied. You no fit do this action.");
    expect(e.status).toBe(403);
    expect(new AppError("validation").status).toBe(400);
    expect(new AppError("rateLimited").status).toBe(429);
  });

  it("becomes a response with the user's words and field errors, never a stack", () => {
    const res = appErrorResponse(
      new AppError("validation", {
        message: generalErrors.validation,
        fieldErrors: { email: [validation.required] },
      }),
    );
    expect(res.init?.status).toBe(400);
    expect(res.data).toEqual({
      error: generalErrors.validation,
      fieldErrors: { email: ["This field na must-fill"] },
    });
  });

  it("re-throws anything that is not an AppError", () => {
    expect(() => appErrorResponse(new Error("boom"))).toThrow("boom");
  });
});

describe("an AppError thrown from a loader or action", () => {
  // React Router itself, as it serves documents and data requests: the status comes
  // from the AppError, in one place, with no route catching it.
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        {
          id: "page",
          path: "page",
          loader: () => {
            throw new AppError("forbidden");
          },
          action: () => {
            throw new AppError("rateLimited", { message: generalErrors.rateLimited });
          },
        },
        {
          id: "fault",
          path: "fault",
          loader: () => {
            throw new Error("a real fault");
          },
        },
      ],
    },
  ]);

  it("answers its status and the catalogue's words, never a 500", async () => {
    const context = await handler.query(new Request("http://localhost/page"));
    if (context instanceof Response) throw new Error("expected a render context");
    expect(context.statusCode).toBe(403);
    // Keyed by the route whose boundary shows it (here the root, as in the app).
    const error = Object.values(context.errors ?? {})[0];
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(isRouteErrorResponse(error) && error.data).toEqual({
      error: generalErrors.forbidden,
      fieldErrors: null,
    });
  });

  it("from an action, too", async () => {
    const context = await handler.query(
      new Request("http://localhost/page", { method: "POST", body: new URLSearchParams() }),
    );
    if (context instanceof Response) throw new Error("expected a render context");
    expect(context.statusCode).toBe(429);
  });

  it("leaves other errors as faults (500)", async () => {
    const context = await handler.query(new Request("http://localhost/fault"));
    if (context instanceof Response) throw new Error("expected a render context");
    expect(context.statusCode).toBe(500);
  });
});
