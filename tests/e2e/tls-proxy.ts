import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * A TLS-terminating reverse proxy like the ones the product runs behind (nginx, a load
 * balancer): https in front, plain http to the app, the visitor's Host kept, and
 * X-Forwarded-Proto / X-Forwarded-For set. Its certificate is made on the spot.
 */
export async function startTlsProxy(targetPort: number, dir: string) {
  const key = path.join(dir, "proxy-key.pem");
  const cert = path.join(dir, "proxy-cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
    ].concat(["-addext", "subjectAltName=DNS:localhost", "-keyout", key, "-out", cert]),
    { stdio: "ignore" },
  );
  const server = https.createServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
    (req, res) => {
      const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
        .filter(Boolean)
        .join(", ");
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: targetPort,
          method: req.method,
          path: req.url,
          headers: {
            ...req.headers,
            "x-forwarded-proto": "https",
            "x-forwarded-for": forwardedFor,
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
