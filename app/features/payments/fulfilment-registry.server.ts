import type { Fulfilment, Fulfilments, TransactionType } from "./fulfilment";

// On globalThis: the Hono bundle (webhooks, jobs) and the React Router bundle share it.
const state = globalThis as typeof globalThis & { __naijaFulfilments?: Fulfilments };

/** Called once, by the composition module app/fulfilments.server.ts. */
export function registerFulfilments(map: Fulfilments) {
  state.__naijaFulfilments = map;
}

export function fulfilmentFor(type: TransactionType): Fulfilment {
  const map = state.__naijaFulfilments;
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
  const map = state.__naijaFulfilments;
  if (!map) throw new Error("Fulfilments are not registered: import app/fulfilments.server.ts");
  return map[type];
}
