import { describe, it, expect } from "vitest";
import {
  COPY_DATE,
  COPY_VERSION,
  ERROR_KINDS,
  confirmations,
  errorFor,
  errorFromException,
  errorKindFromMessage,
  messageForError,
  withDetail,
} from "./messages";
import { adminSuccess } from "~/features/admin/messages";
import { eventToasts } from "~/features/events/messages";
import { moderationToasts } from "~/features/moderation/messages";
import { errorPageCopy, generalErrors, generalSuccess } from "~/lib/messages/error-pages";
import { shellCopy } from "~/lib/messages/shell";
import {
  authRedirectMessageFor,
  authRedirectMessages,
  authSuccess,
  authToasts,
} from "~/features/accounts/messages";
import { donationToasts } from "~/features/donations/messages";
import { validation } from "~/lib/messages/validation";
import { FALLBACK_MESSAGE } from "./messages/error-pages";
import { emptyStates, searchCopy } from "./messages/listings";
import { roleLabel } from "./messages/shell";
import { TOAST_LIMIT, toastDurations, toastTitles } from "./messages/toast-settings";

describe("errorKindFromMessage (000 §8 mapping table)", () => {
  it.each([
    ["Failed to fetch", "network"],
    ["NetworkError when attempting to fetch resource", "network"],
    ["Network request failed", "network"],
    ["Unauthorized", "unauthorized"],
    ["Request failed with status 401", "unauthorized"],
    ["Forbidden", "forbidden"],
    ["Request failed with status 403", "forbidden"],
    ["Item not found", "notFound"],
    ["HTTP 404", "notFound"],
    ["Request timeout", "timeout"],
    ["File size too large", "fileSize"],
    ["Unsupported file type", "fileType"],
    ["boom", "unknown"],
    ["", "unknown"],
  ] as const)("%j -> %s", (text, kind) => {
    expect(errorKindFromMessage(text)).toBe(kind);
  });

  it("is case-insensitive", () => {
    expect(errorKindFromMessage("NOT FOUND")).toBe("notFound");
    expect(errorKindFromMessage("TimeOut")).toBe("timeout");
    expect(errorKindFromMessage("FILE TYPE")).toBe("fileType");
  });

  it("follows the table's order of precedence", () => {
    expect(errorKindFromMessage("fetch failed: 401 unauthorized")).toBe("network");
    expect(errorKindFromMessage("401: forbidden")).toBe("unauthorized");
    expect(errorKindFromMessage("403 not found")).toBe("forbidden");
    expect(errorKindFromMessage("404 timeout")).toBe("notFound");
    expect(errorKindFromMessage("timeout reading file size")).toBe("timeout");
    expect(errorKindFromMessage("file size and type both wrong")).toBe("fileSize");
    // 'file' alone, or 'size' / 'type' alone, is not enough.
    expect(errorKindFromMessage("file missing")).toBe("unknown");
    expect(errorKindFromMessage("wrong size")).toBe("unknown");
    expect(errorKindFromMessage("invalid type")).toBe("unknown");
  });
});

describe("messageForError / errorFor / errorFromException", () => {
  it("returns the general message for each kind", () => {
    for (const kind of ERROR_KINDS) {
      expect(messageForError(kind)).toBe(generalErrors[kind].message);
    }
  });

  it("falls back for an unknown kind", () => {
    expect(messageForError("nope")).toBe(FALLBACK_MESSAGE);
    expect(messageForError("toString")).toBe(FALLBACK_MESSAGE);
    expect(errorFor("nope")).toEqual({ title: "Error", message: FALLBACK_MESSAGE });
  });

  it("maps thrown values to catalogue messages", () => {
    expect(errorFromException(new Error("Failed to fetch"))).toBe(generalErrors.network);
    expect(errorFromException("403")).toBe(generalErrors.forbidden);
    expect(errorFromException({ weird: true })).toBe(generalErrors.unknown);
  });

  it("withDetail replaces the message only when there is a detail", () => {
    expect(withDetail(eventToasts.createFailed, "Title is required")).toEqual({
      title: "Failed to create event",
      message: "Title is required",
    });
    expect(withDetail(eventToasts.createFailed, "  ")).toBe(eventToasts.createFailed);
    expect(withDetail(eventToasts.createFailed, undefined)).toBe(eventToasts.createFailed);
  });
});

describe("exact spec texts", () => {
  it("error catalogue and fallback", () => {
    expect(generalErrors.unknown.message).toBe("Something don happen. Please try again.");
    expect(generalErrors.unauthorized.message).toBe("You no get permission for this action.");
    expect(generalErrors.forbidden.message).toBe("Access denied. You no fit do this action.");
    expect(FALLBACK_MESSAGE).toBe("Something happened. Please try again.");
    expect(Object.keys(generalErrors).sort()).toEqual([...ERROR_KINDS].sort());
  });

  it("validation", () => {
    expect(validation.required).toBe("This field na must-fill");
    expect(validation.password).toContain("8 characters");
    expect(validation.phone).toContain("+234");
    expect(validation.minLength(3)).toContain("3");
    expect(validation.maxLength(120)).toContain("120");
    expect(validation.fileSize(50)).toContain("50MB");
    expect(validation.fileTypes([".mp4", ".mov"])).toContain(".mp4, .mov");
  });

  it("empty search state with a query", () => {
    expect(emptyStates.search("jollof").title).toBe('No results found for "jollof"');
  });

  it("search counts past the cap read as a floor", () => {
    expect(searchCopy.count(42, false)).toBe("42");
    expect(searchCopy.count(500, true)).toBe("500+");
    expect(searchCopy.showAll(1200, false)).toBe("Show all 1,200");
  });

  it("payment confirmation shows the amount", () => {
    expect(confirmations.payment("₦12,500").description).toContain("₦12,500");
  });

  it("feature toasts (001 §8)", () => {
    expect(authSuccess.signedIn).toEqual({
      title: "Welcome back!",
      message: "You have successfully signed in.",
    });
    expect(authSuccess.signedOut).toEqual({
      title: "Signed out",
      message: "You have been successfully signed out.",
    });
    expect(generalSuccess.messageSent.message).toBe("We'll get back to you within 24 hours.");
    expect(adminSuccess.advertisementUpdated("approved").message).toBe(
      "Advertisement approved successfully",
    );
    expect(moderationToasts.moderateFailed("event", "boom").message).toBe(
      "Failed to moderate event: boom",
    );
    expect(donationToasts.invalidAmount.message).toBe(
      "Please enter a valid donation amount (minimum ₦100)",
    );
    expect(authToasts.passwordsDontMatch.title).toBe("Passwords don't match");
    expect(confirmations.deleteAdvertisement.description).toBe(
      "Are you sure you want to delete this advertisement?",
    );
  });

  it("shell copy", () => {
    expect(shellCopy.tagline).toBe("create freely, stream proudly");
    expect(shellCopy.unsafeLink).toBe("Unsafe link blocked");
    expect(shellCopy.goneLink).toBe("This page is no longer available");
    expect(errorPageCopy.notFound.message).toBe(
      "Oops! The page you're looking for doesn't exist or has been moved.",
    );
    expect(searchCopy.searching).toBe("Searching...");
    expect(COPY_VERSION).toBe("1.0.0");
    expect(COPY_DATE).toBe("2024-03-01");
  });
});

describe("authRedirectMessageFor", () => {
  it.each([
    ["/admin", authRedirectMessages.admin],
    ["/admin/users", authRedirectMessages.admin],
    ["/create", authRedirectMessages.create],
    ["/create/event", authRedirectMessages.create],
    ["/dashboard", authRedirectMessages.dashboard],
    ["/dashboard/", authRedirectMessages.dashboard],
    ["/payments", authRedirectMessages.payments],
    ["/events/dashboard", authRedirectMessages.default],
    ["/administrator", authRedirectMessages.default],
    ["/", authRedirectMessages.default],
  ])("%s", (path, expected) => {
    expect(authRedirectMessageFor(path)).toBe(expected);
  });

  it("uses the spec's texts", () => {
    expect(authRedirectMessages).toEqual({
      admin: "Please log in to access the admin dashboard",
      create: "Please log in to create content, events, products, or properties",
      dashboard: "Please log in to access your dashboard",
      payments: "Please log in to view your payments and earnings",
      default: "Please log in to access this feature",
    });
  });
});

describe("roleLabel", () => {
  it("shows underscores as spaces", () => {
    expect(roleLabel("event_organizer")).toBe("event organizer");
    expect(roleLabel("property_owner")).toBe("property owner");
    expect(roleLabel("admin")).toBe("admin");
  });
});

describe("toast settings", () => {
  it("match the spec", () => {
    expect(toastDurations).toEqual({ success: 3000, error: 5000, default: 4000 });
    expect(TOAST_LIMIT).toBe(3);
    expect(toastTitles).toEqual({ error: "Error", success: "Success!" });
  });
});

/**
 * The catalogue's modules besides lib/messages.ts, by path: its client-safe parts
 * (lib/messages/*.ts) and every area's own texts (features/<area>/messages.ts, and the
 * parts an area keeps apart so its public pages do not ship them: *-messages.ts).
 */
const coreParts = import.meta.glob<Record<string, unknown>>("./messages/*.ts", { eager: true });
const featureCatalogues = import.meta.glob<Record<string, unknown>>(
  ["../features/*/messages.ts", "../features/*/*-messages.ts"],
  { eager: true },
);
/** Exports of catalogue modules that are settings, not texts. */
const SETTINGS = new Set(["toastDurations", "TOAST_LIMIT", "PASSWORD_MIN_LENGTH"]);
const texts = (modules: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(modules).map(([file, exports]) => [
      file,
      Object.fromEntries(Object.entries(exports).filter(([name]) => !SETTINGS.has(name))),
    ]),
  );

describe("whole catalogue", () => {
  it("includes the areas' catalogues", () => {
    expect(Object.keys(featureCatalogues).length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(coreParts).length).toBeGreaterThanOrEqual(5);
  });

  // Sample arguments for the template functions, by their key.
  const sampleArgs: Record<string, unknown[]> = {
    fileTypes: [[".pdf", ".txt"]],
    fileTypesMessage: [[".pdf", ".txt"]],
    itemModerated: ["event", "approved"],
  };

  function collect(value: unknown, path: string, out: Array<[string, unknown]>): void {
    if (typeof value === "function") {
      const key = path.split(".").pop() ?? "";
      const args = sampleArgs[key] ?? Array.from({ length: value.length }, () => "12");
      collect((value as (...a: unknown[]) => unknown)(...args), `${path}()`, out);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => collect(v, `${path}[${i}]`, out));
    } else if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) collect(v, `${path}.${k}`, out);
    } else {
      out.push([path, value]);
    }
  }

  it("has no empty or non-string text anywhere", () => {
    const catalogue = {
      confirmations,
      // lib/messages/*.ts and the areas' catalogues (features/<area>/messages.ts).
      ...texts(coreParts),
      ...texts(featureCatalogues),
    };
    const leaves: Array<[string, unknown]> = [];
    collect(catalogue, "catalogue", leaves);
    expect(leaves.length).toBeGreaterThan(150);
    const bad = leaves.filter(([, v]) => typeof v !== "string" || v.trim() === "");
    expect(bad).toEqual([]);
  });

  it("every error entry has a title and a message", () => {
    // Error groups are the `...Errors` exports (000 §8): generalErrors, authErrors, ...
    const groups = [...Object.values(coreParts), ...Object.values(featureCatalogues)].flatMap(
      (exports) =>
        Object.entries(exports)
          .filter(([name]) => name.endsWith("Errors"))
          .map(([, group]) => group as Record<string, object>),
    );
    expect(groups.length).toBeGreaterThanOrEqual(7);
    for (const group of groups) {
      for (const entry of Object.values(group)) {
        expect(Object.keys(entry).sort()).toEqual(["message", "title"]);
      }
    }
  });
});
