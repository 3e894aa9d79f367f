import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { resetEnvCache } from "~/lib/env.server";
import { paymentWebhookRoutes } from "../../server/payment-webhooks";

/** Our webhook routes on a local port, as the fakes' webhooks reach them in production. */
export async function startWebhookServer() {
  const server = serve({ fetch: paymentWebhookRoutes.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, stop: () => new Promise((r) => server.close(r)) };
}

/**
 * Sets environment variables for one test file and gives back a function that puts
 * them back (integration files share one process).
 */
export function setEnv(values: Record<string, string | undefined>) {
  const saved = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
  const apply = (v: Record<string, string | undefined>) => {
    for (const [k, value] of Object.entries(v)) {
      if (value === undefined) delete process.env[k];
      else process.env[k] = value;
    }
    resetEnvCache();
  };
  apply(values);
  return () => apply(saved);
}
