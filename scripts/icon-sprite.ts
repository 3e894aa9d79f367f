// Build-time icon sprite used by vite.config.ts (ADR 047). Every lucide icon our modules
// import is drawn once, as a <symbol>, in one cached file (/assets/icons-<hash>.svg), and
// each icon in a page is `<svg class="lucide"><use href="…#<name>"/></svg>`.
//
// Why: inline, each icon carried its shapes and nine presentation attributes on every
// page (the home page: 83 icons, 36 kB of its 203 kB), and each icon's module carried its
// shapes into the browser's JavaScript a second time.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { importedLucideNames, lucideIconFilesFrom } from "./lucide-direct-imports.ts";

type IconNode = [tag: string, attrs: Record<string, string | number>][];
export type SpriteIcon = { name: string; node: IconNode };

const escapeAttr = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** `<path d="…"/><rect …/>`: lucide's shapes as markup (their React `key`s left out). */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([k]) => k !== "key")
        .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
        .join("");
      return `<${tag}${list}/>`;
    })
    .join("");
}

/** One SVG document with a 24 × 24 <symbol> per icon, ids the icons' names, sorted. */
export function spriteMarkup(icons: SpriteIcon[]): string {
  const symbols = [...icons]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (icon) => `<symbol id="${icon.name}" viewBox="0 0 24 24">${iconMarkup(icon.node)}</symbol>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [p] : [];
  });
}

export type Sprite = { url: string; source: string; files: Set<string> };

/**
 * The sprite of every icon imported under `appDir`: its markup, its content-hashed URL
 * and the icon module files it covers. `iconFiles` maps lucide's export names to their
 * module files (scripts/lucide-direct-imports.ts); names that are not icons are skipped.
 */
export async function buildSprite(options: {
  appDir: string;
  iconFiles: Map<string, string>;
  iconDir: string;
}): Promise<Sprite> {
  const files = new Set<string>();
  for (const file of sourceFiles(options.appDir))
    for (const name of importedLucideNames(fs.readFileSync(file, "utf8"))) {
      const iconFile = options.iconFiles.get(name);
      if (iconFile) files.add(iconFile);
    }
  const icons: SpriteIcon[] = [];
  for (const file of [...files].sort()) {
    const mod = (await import(pathToFileURL(path.join(options.iconDir, `${file}.mjs`)).href)) as {
      __iconData: SpriteIcon;
    };
    icons.push({ name: file, node: mod.__iconData.node });
  }
  const source = spriteMarkup(icons);
  const hash = crypto.createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { url: `/assets/icons-${hash}.svg`, source, files };
}

const SPRITE_MODULE = "virtual:icon-sprite";
const ICON_IMPORT = /^lucide-react\/icons\/([a-z0-9-]+)$/;

/**
 * The Vite plugin: `virtual:icon-sprite` (the sprite's URL), each lucide icon module
 * import as a `spriteIcon(name)` module, the sprite file in the client build, and the
 * same file from the dev server. The URL depends only on the sources, so the client and
 * server builds agree on it.
 */
export function iconSpritePlugin(options: {
  appDir: string;
  iconDir: string;
  iconFactory: string;
  iconFiles: () => Map<string, string>;
}) {
  let sprite: Promise<Sprite> | undefined;
  const load = () =>
    (sprite ??= buildSprite({
      appDir: options.appDir,
      iconDir: options.iconDir,
      iconFiles: options.iconFiles(),
    }));
  return {
    name: "icon-sprite",
    enforce: "pre" as const,
    resolveId(source: string) {
      if (source === SPRITE_MODULE) return `\0${SPRITE_MODULE}`;
      const icon = ICON_IMPORT.exec(source);
      return icon ? `\0naija-icon:${icon[1]}` : null;
    },
    async load(id: string) {
      if (id === `\0${SPRITE_MODULE}`)
        return `export const SPRITE_URL = ${JSON.stringify((await load()).url)};`;
      if (!id.startsWith("\0naija-icon:")) return null;
      const name = id.slice("\0naija-icon:".length);
      if (!(await load()).files.has(name))
        throw new Error(
          `Icon "${name}" is imported but not in the sprite: import icons from "lucide-react" in app/ (scripts/icon-sprite.ts)`,
        );
      return `import { spriteIcon } from ${JSON.stringify(options.iconFactory)};\nexport default spriteIcon(${JSON.stringify(name)});\n`;
    },
    async generateBundle(this: {
      environment?: { name: string };
      emitFile(file: { type: "asset"; fileName: string; source: string }): string;
    }) {
      if (this.environment && this.environment.name !== "client") return;
      const { url, source } = await load();
      this.emitFile({ type: "asset", fileName: url.slice(1), source });
    },
    configureServer(server: {
      middlewares: {
        use(
          handler: (
            req: { url?: string },
            res: { setHeader(k: string, v: string): void; end(body: string): void },
            next: () => void,
          ) => void,
        ): void;
      };
    }) {
      server.middlewares.use((req, res, next) => {
        void load().then(({ url, source }) => {
          if (req.url?.split("?")[0] !== url) return next();
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(source);
        }, next);
      });
    },
  };
}

/**
 * The plugin's options for this repository (`root`: its URL, ending in "/"): app/'s
 * imports, lucide's icon modules, and our icon component. `iconFiles` lets vite.config.ts
 * share the map it already reads for the direct imports.
 */
export function appIconSpriteOptions(root: URL, iconFiles?: () => Map<string, string>) {
  const at = (relative: string) => fileURLToPath(new URL(relative, root));
  let read: Map<string, string> | undefined;
  return {
    appDir: at("app/"),
    iconDir: at("node_modules/lucide-react/dist/esm/icons/"),
    iconFactory: at("app/components/icons/create-icon.ts"),
    iconFiles:
      iconFiles ??
      (() =>
        (read ??= lucideIconFilesFrom(at("node_modules/lucide-react/dist/esm/lucide-react.mjs")))),
  };
}
