import crypto from "node:crypto";

/** sha256 of a payment link's token: the database never holds a usable link. */
export const hashPayToken = (token: string) =>
  crypto.createHash("sha256").update(token).digest("hex");

/** A fresh payment-link token (32 URL-safe characters). */
export const newPayToken = () => crypto.randomBytes(24).toString("base64url");
