// The packages we patch (patches/, applied by patch-package at postinstall; ADR 076), as
// published: copies of the installed ones with our patches taken back out by patch-package
// itself (`--reverse`), never by editing their text here.
//
// `npm run bench` starts its framework floor on these copies (the floor is React Router and
// React as they ship, ADR 044), and scripts/dependency-patches.test.ts compares the patched
// code with them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Names of the packages patches/ changes, from its file names (`name+version(+n+label).patch`). */
export function patchedPackages(root = process.cwd()) {
  const dir = path.join(root, "patches");
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".patch"))
    // A scoped package is written "@scope+name+version.patch".
    .map((f) => {
      const parts = f.split("+");
      return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
    });
  return [...new Set(names)];
}

/**
 * Copies of the patched packages, unpatched, made in `nodeModules` (a node_modules folder
 * Node finds before ours). Returns a function that removes them.
 */
export function installUnpatched(nodeModules, root = process.cwd()) {
  const packages = patchedPackages(root);
  // patch-package works in an app root (a folder with package.json and node_modules), so
  // the copies are reversed in a scratch root and moved into place afterwards.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "unpatched-packages-"));
  const made = [];
  try {
    fs.writeFileSync(path.join(scratch, "package.json"), '{ "private": true }\n');
    for (const name of packages)
      fs.cpSync(path.join(root, "node_modules", name), path.join(scratch, "node_modules", name), {
        recursive: true,
        dereference: true,
      });
    const patchPackage = (cwd, ...args) =>
      execFileSync(
        process.execPath,
        [
          path.join(root, "node_modules/patch-package/index.js"),
          "--error-on-fail",
          "--patch-dir",
          path.relative(cwd, path.join(root, "patches")),
          ...args,
        ],
        { cwd, stdio: "pipe" },
      );
    try {
      patchPackage(scratch, "--reverse");
    } catch (error) {
      // The installed packages may be unpatched already (`npx patch-package --reverse`, as
      // ADR 076's patched-vs-unpatched bench does): then the patches apply to a copy.
      const check = fs.mkdtempSync(path.join(os.tmpdir(), "unpatched-check-"));
      try {
        fs.cpSync(scratch, check, { recursive: true });
        patchPackage(check);
      } catch {
        throw error;
      } finally {
        fs.rmSync(check, { recursive: true, force: true });
      }
    }
    for (const name of packages) {
      const dest = path.join(nodeModules, name);
      fs.rmSync(dest, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.cpSync(path.join(scratch, "node_modules", name), dest, { recursive: true });
      // patch-package's record of what it applied (sequenced patches) is not the package's.
      fs.rmSync(path.join(dest, ".patch-package.json"), { force: true });
      made.push(dest);
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return () => {
    for (const dest of made) fs.rmSync(dest, { recursive: true, force: true });
  };
}
