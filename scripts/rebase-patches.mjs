// Carries a package's patches (patches/, ADR 076) over to the version now installed:
//   node scripts/rebase-patches.mjs react-router
// after `npm install react-router@7.x … --ignore-scripts`. Run by hand on an upgrade; never at
// install time.
//
// patch-package itself refuses a patch whose lines moved by more than 20 lines, and React
// Router's build renames its chunk files (chunk-<hash>.mjs) in every release. So, for each of
// the package's patch files in order: each file it names that no longer exists is the chunk in
// the same folder the patch applies to; `git apply` applies it there (it finds moved lines and
// refuses changed ones), and `patch-package --append` writes the patch again for the installed
// version, with the old file's header (what it buys, the upstream issue) put back on top.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = process.cwd();
const name = process.argv[2];
if (!name) throw new Error("usage: node scripts/rebase-patches.mjs <package>");
const patchDir = path.join(root, "patches");
const prefix = `${name.replace("/", "+")}+`;
const version = JSON.parse(
  fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8"),
).version;
const files = fs
  .readdirSync(patchDir)
  .filter((f) => f.startsWith(prefix) && f.endsWith(".patch"))
  .sort();
if (!files.length) throw new Error(`no patch of ${name} in patches/`);

const git = (args) => execFileSync("git", args, { cwd: root, stdio: "pipe" }).toString();
const applies = (patch) => {
  try {
    git(["apply", "--check", patch]);
    return true;
  } catch {
    return false;
  }
};

// Out of patches/ while they are redone: patch-package --append counts every file there.
const aside = fs.mkdtempSync(path.join(os.tmpdir(), "rebase-patches-"));
for (const f of files) fs.renameSync(path.join(patchDir, f), path.join(aside, f));

const headers = [];
for (const f of files) {
  const old = fs.readFileSync(path.join(aside, f), "utf8");
  const header = old.slice(0, old.indexOf("diff --git"));
  let text = old;
  for (const [, file] of old.matchAll(/^diff --git a\/(\S+) b\/\S+$/gm)) {
    if (fs.existsSync(path.join(root, file))) continue;
    // The renamed chunk: the file of the same folder and kind that the patch applies to.
    const dir = path.dirname(file);
    const candidates = fs
      .readdirSync(path.join(root, dir))
      .filter((c) => path.extname(c) === path.extname(file))
      .map((c) => `${dir}/${c}`)
      .filter((c) => {
        const trial = path.join(aside, "trial.patch");
        fs.writeFileSync(trial, text.split(file).join(c));
        return applies(trial);
      });
    if (candidates.length !== 1)
      throw new Error(`${f}: ${file} is gone and ${candidates.length} files take its changes`);
    text = text.split(file).join(candidates[0]);
  }
  const moved = path.join(aside, `moved-${f}`);
  fs.writeFileSync(moved, text);
  git(["apply", moved]);
  // "name+version+NNN+label.patch" (a sequence) or "name+version.patch".
  const label = f
    .slice(0, -".patch".length)
    .split("+")
    .slice(name.includes("/") ? 4 : 3)[0];
  execFileSync(
    process.execPath,
    [
      path.join(root, "node_modules/patch-package/index.js"),
      name,
      ...(files.length > 1 ? ["--append", label] : []),
    ],
    { cwd: root, stdio: "inherit" },
  );
  const made = fs
    .readdirSync(patchDir)
    .filter((p) => p.startsWith(`${prefix}${version}`) && p.endsWith(`${label ?? ""}.patch`));
  if (made.length !== 1)
    throw new Error(`${f}: patch-package wrote ${made.join(", ") || "nothing"}`);
  headers.push([path.join(patchDir, made[0]), header]);
  console.log(`${f} → ${made[0]}`);
}
// Only now: patch-package checks the files it wrote against its record while appending.
for (const [out, header] of headers) fs.writeFileSync(out, header + fs.readFileSync(out, "utf8"));
fs.rmSync(aside, { recursive: true, force: true });
