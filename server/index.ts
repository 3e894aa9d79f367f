// The one server bundle's entry (ADR 080). Vite builds it, with React Router's server build
// that it imports, into build/server/index.js: the Hono server, the routes and every app
// module they share exist once in the process. Importing the bundle starts nothing (tools
// read the assets manifest it re-exports); running it (`node build/server/index.js`, or
// scripts/start.mjs calling main()) boots the product.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { main as boot } from "./main";

export * from "virtual:react-router/server-build";

export function main() {
  return boot(build);
}

function runAsProgram() {
  try {
    return fs.realpathSync(process.argv[1] ?? "") === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (runAsProgram())
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
