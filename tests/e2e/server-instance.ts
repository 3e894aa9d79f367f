import { spawn } from "node:child_process";
import net from "node:net";

/**
 * A production server of its own for tests that need different settings or a restart
 * (the shared e2e server serves every other spec). Needs the build, like the rest.
 * A variable given as undefined is left out (e.g. DEMO_PASSWORD, to have one generated).
 */
export function startServer(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export type ServerInstance = ReturnType<typeof startServer>;

/** A TCP port nobody is listening on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "localhost", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the server at `origin` answers /readyz with 200. */
export async function waitUntilReady(origin: string, server: ServerInstance, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited early:\n${server.output()}`);
    }
    const status = await fetch(`${origin}/readyz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM, and SIGKILL if it has not stopped within 10 s. */
export async function stopServer(server: ServerInstance) {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 10_000);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}
