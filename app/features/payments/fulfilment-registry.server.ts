import type { Fulfilment, Fulfilments, TransactionType } from "./fulfilment";

let registered: Fulfilments | undefined;

/** Called once, by the composition module app/fulfilments.server.ts. */
export function registerFulfilments(map: Fulfilments) {
  registered = map;
}

export function fulfilmentFor(type: TransactionType): Fulfilment {
  const map = registered;
  if (!map) throw new Error("Fulfilments are not registered: import app/fulfilments.server.ts");
  const fulfilment = map[type];
  if (!fulfilment) throw new Error(`${type} is not a purchase type (app/fulfilments.server.ts)`);
  return fulfilment;
}

/**
 * The fulfilment of a type, or undefined for a type nothing sells yet: payments of
 * those exist only in demo data and imports from before their area, and have
 * nothing of ours to void when refunded.
 */
export function soldFulfilmentFor(type: TransactionType): Fulfilment | undefined {
  const map = registered;
  if (!map) throw new Error("Fulfilments are not registered: import app/fulfilments.server.ts");
  return map[type];
}
