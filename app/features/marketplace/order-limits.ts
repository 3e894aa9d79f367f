// Lengths the order forms accept (ship, hand over, cancel): client-safe, shared by the
// forms' schemas, their inputs and the cancel action.
export const ORDER_CARRIER_MAX = 80;
export const ORDER_TRACKING_MAX = 80;
export const ORDER_CANCEL_REASON_MAX = 500;
export const ORDER_CANCEL_REASON_MIN = 3;
export const COLLECTION_CODE_MAX = 20;
