import { describe, it, expect } from "vitest";
import {
  createToast,
  enqueueToast,
  removeToast,
  toast,
  toastDuration,
  toastTitle,
  visibleToasts,
  type Toast,
} from "./toast";

const make = (id: number, description = `t${id}`): Toast =>
  createToast({ description, variant: "default" }, id);

describe("toastDuration", () => {
  it("uses the per-variant durations", () => {
    expect(toastDuration("success")).toBe(3000);
    expect(toastDuration("error")).toBe(5000);
    expect(toastDuration("default")).toBe(4000);
  });
});

describe("toastTitle / createToast", () => {
  it("defaults error and success titles from the catalogue", () => {
    expect(toastTitle("error")).toBe("Error");
    expect(toastTitle("success")).toBe("Success!");
    expect(toastTitle("default")).toBeUndefined();
  });

  it("keeps an explicit title", () => {
    expect(toastTitle("error", "Payment failed")).toBe("Payment failed");
  });

  it("normalises input", () => {
    expect(createToast({ description: "Saved" }, 7)).toEqual({
      id: 7,
      variant: "default",
      title: undefined,
      description: "Saved",
    });
    expect(createToast({ description: "Oops", variant: "error" }, 8)).toMatchObject({
      title: "Error",
      variant: "error",
    });
  });
});

describe("queue", () => {
  it("appends in order and skips identical toasts", () => {
    let q = enqueueToast([], make(1));
    q = enqueueToast(q, make(2));
    expect(q.map((t) => t.id)).toEqual([1, 2]);
    const same = enqueueToast(q, make(3, "t1"));
    expect(same).toBe(q);
  });

  it("treats a different variant or title as a different toast", () => {
    const q = enqueueToast([], createToast({ description: "x" }, 1));
    expect(enqueueToast(q, createToast({ description: "x", variant: "error" }, 2))).toHaveLength(2);
    expect(enqueueToast(q, createToast({ description: "x", title: "Hi" }, 3))).toHaveLength(2);
  });

  it("removes by id and keeps the same array when nothing matches", () => {
    const q = [make(1), make(2), make(3)];
    expect(removeToast(q, 2).map((t) => t.id)).toEqual([1, 3]);
    expect(removeToast(q, 99)).toBe(q);
  });

  it("shows at most the limit (default 3), oldest first, and promotes queued ones", () => {
    const q = [make(1), make(2), make(3), make(4), make(5)];
    expect(visibleToasts(q).map((t) => t.id)).toEqual([1, 2, 3]);
    expect(visibleToasts(q, 2).map((t) => t.id)).toEqual([1, 2]);
    expect(visibleToasts(removeToast(q, 2)).map((t) => t.id)).toEqual([1, 3, 4]);
    expect(visibleToasts(q, 0)).toEqual([]);
    expect(visibleToasts(q, -1)).toEqual([]);
  });
});

describe("toast()", () => {
  it("does nothing on the server", () => {
    expect(typeof window).toBe("undefined");
    expect(toast({ description: "hi", variant: "success" })).toBe(-1);
  });
});
