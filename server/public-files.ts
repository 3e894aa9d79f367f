import fs from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";

/**
 * The URL paths of the client build's files outside `assets/` (what `public/` holds:
 * favicon.svg), read once at start: the build does not change while it is served. A
 * directory holding an index.html is listed too (`/docs`, `/docs/`), as serveStatic
 * answers it.
 */
export function publicFilePaths(clientDir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string, url: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = `${url}/${entry.name}`;
      if (entry.isDirectory()) {
        // Hashed build output has its own middleware, which answers every file in it.
        if (file !== "/assets") walk(path.join(dir, entry.name), file);
      } else if (entry.isFile()) {
        paths.add(file);
        if (entry.name === "index.html") paths.add(url || "/").add(`${url}/`);
      }
    }
  };
  walk(clientDir, "");
  return paths;
}

/**
 * Runs `serve` (serveStatic for the client build's root) only for a path that names one
 * of `paths`. serveStatic looks on disk for every request it sees, which for a cached
 * page cost two stat calls (the root is a directory: its index.html too), about 9 % of
 * a cache hit's CPU (docs/decisions/025-anonymous-cache-hits.md).
 */
export function onlyPublicFiles(paths: Set<string>, serve: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => {
    const requested = c.req.path;
    return paths.has(requested) || (requested.includes("%") && paths.has(decoded(requested)))
      ? serve(c, next)
      : next();
  };
}

function decoded(requested: string) {
  try {
    return decodeURI(requested);
  } catch {
    return requested;
  }
}
