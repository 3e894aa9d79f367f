import { describe, expect, it } from "vitest";
import { AppError, appErrorResponse } from "./app-error.server";
import { errors, validation } from "./messages";

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
        message: errors.general.validation,
        fieldErrors: { email: [validation.required] },
      }),
    );
    expect(res.init?.status).toBe(400);
    expect(res.data).toEqual({
      error: errors.general.validation,
      fieldErrors: { email: ["This field na must-fill"] },
    });
  });

  it("re-throws anything that is not an AppError", () => {
    expect(() => appErrorResponse(new Error("boom"))).toThrow("boom");
  });
});
