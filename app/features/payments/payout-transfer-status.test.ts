import { describe, expect, it } from "vitest";
import {
  failureText,
  isTransferEvent,
  parseTransferEvent,
  payoutStatusFor,
  payoutSteps,
  transferProblem,
} from "./payout-transfer-status";

describe("payoutStatusFor", () => {
  it.each([
    ["success", "paid"],
    ["pending", "processing"],
    ["received", "processing"],
    ["otp", "processing"],
    ["failed", "failed"],
    ["abandoned", "failed"],
    ["blocked", "failed"],
    ["rejected", "failed"],
    ["reversed", "reversed"],
    ["queued", null],
    ["", null],
  ])("Paystack %s → %s", (status, payout) => {
    expect(payoutStatusFor(status)).toBe(payout);
  });
});

describe("payoutSteps", () => {
  it("follows the transition table and never moves back", () => {
    expect(payoutSteps("queued", "paid")).toEqual(["paid"]);
    expect(payoutSteps("processing", "failed")).toEqual(["failed"]);
    expect(payoutSteps("paid", "reversed")).toEqual(["reversed"]);
    expect(payoutSteps("queued", "reversed")).toEqual(["processing", "reversed"]);
    expect(payoutSteps("paid", "processing")).toBeNull();
    expect(payoutSteps("paid", "failed")).toBeNull();
    expect(payoutSteps("failed", "paid")).toBeNull();
    expect(payoutSteps("reversed", "reversed")).toBeNull();
  });
});

describe("transferProblem", () => {
  it.each([
    ["Your balance is not enough to fulfil this request", "insufficient_balance"],
    ["Your balance is not enough to fulfill this request", "insufficient_balance"],
    ["You cannot initiate third party payouts as a starter business", "starter_business"],
    ["Duplicate Transfer Reference", "duplicate_reference"],
    ["Duplicate reference(s) found: po_a,po_b", "duplicate_reference"],
    ["Transfer reference already exists", "duplicate_reference"],
    ["Recipient specified is invalid", "invalid_recipient"],
    ["OTP requirement has to be disabled to use the Bulk Transfers API", "bulk_needs_otp_off"],
    ["Invalid OTP", "invalid_otp"],
    ["Transfer code is invalid", "other"],
  ])("%s → %s", (message, problem) => {
    expect(transferProblem(message)).toBe(problem);
  });
});

describe("transfer webhooks", () => {
  it("reads transfer.* events, whichever field carries the failure", () => {
    expect(
      parseTransferEvent("transfer.failed", {
        reference: "po_0123456789abcdef0123456789abcdef",
        amount: 200000,
        transfer_code: "TRF_chs98y5rykjb47w",
        failures: null,
        gateway_response: "Account closed",
      }),
    ).toEqual({
      reference: "po_0123456789abcdef0123456789abcdef",
      status: "failed",
      transferCode: "TRF_chs98y5rykjb47w",
      amountKobo: 200000,
      failure: "Account closed",
    });
    expect(failureText({ failures: { message: "Dormant account" } })).toBe("Dormant account");
    expect(failureText({ failures: "Bank down" })).toBe("Bank down");
    expect(failureText({ failures: null, gateway_response: null })).toBeNull();
    expect(parseTransferEvent("transfer.success", {})).toBeNull();
    expect(parseTransferEvent("charge.success", { reference: "x" })).toBeNull();
    expect(isTransferEvent("transfer.reversed")).toBe(true);
    expect(isTransferEvent("toString")).toBe(false);
  });
});
