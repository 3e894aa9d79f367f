import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appIconSpriteOptions, buildSprite, iconMarkup, spriteMarkup } from "./icon-sprite";
import { importedLucideNames } from "./lucide-direct-imports";

const repo = appIconSpriteOptions(new URL("../", import.meta.url));
const iconDir = repo.iconDir;
const iconFiles = repo.iconFiles();

describe("icon sprite", () => {
  it("reads the icons a module imports from lucide's barrel, types and aliases included", () => {
    const code = `import { type LucideIcon, Film,\n  Home as HomeIcon } from "lucide-react";\nimport x from "y";`;
    expect(importedLucideNames(code)).toEqual(["Film", "Home"]);
  });

  it("writes each icon's shapes once, as a symbol named after it", () => {
    const sprite = spriteMarkup([
      { name: "b", node: [["circle", { cx: 12, cy: 12, r: "3", key: "k" }]] },
      { name: "a", node: [["path", { d: 'M1 1"<', key: "k" }]] },
    ]);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="a" viewBox="0 0 24 24"><path d="M1 1&quot;&lt;"/></symbol>' +
        '<symbol id="b" viewBox="0 0 24 24"><circle cx="12" cy="12" r="3"/></symbol></svg>',
    );
    expect(iconMarkup([])).toBe("");
  });

  it("holds exactly the icons the sources import, with lucide's own shapes, at a URL of its content", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sprite-"));
    fs.mkdirSync(path.join(dir, "nested"));
    fs.writeFileSync(path.join(dir, "a.tsx"), `import { MapPin, Home } from "lucide-react";`);
    fs.writeFileSync(
      path.join(dir, "nested/b.ts"),
      `import { Star, type LucideIcon } from "lucide-react";`,
    );
    fs.writeFileSync(path.join(dir, "c.test.tsx"), `import { Bell } from "lucide-react";`);
    const sprite = await buildSprite({ appDir: dir, iconDir, iconFiles });
    expect([...sprite.files].sort()).toEqual(["house", "map-pin", "star"]);
    expect(sprite.source.match(/<symbol id="([a-z-]+)"/g)).toHaveLength(3);
    // lucide's map pin: its outline path and its centre circle.
    expect(sprite.source).toMatch(
      /<symbol id="map-pin" viewBox="0 0 24 24"><path d="M20 10c[^"]+"\/><circle cx="12" cy="10" r="3"\/><\/symbol>/,
    );
    expect(sprite.url).toMatch(/^\/assets\/icons-[\w-]{10}\.svg$/);
    fs.writeFileSync(path.join(dir, "d.tsx"), `import { Bell } from "lucide-react";`);
    const more = await buildSprite({ appDir: dir, iconDir, iconFiles });
    expect(more.files.has("bell")).toBe(true);
    expect(more.url).not.toBe(sprite.url);
    fs.rmSync(dir, { recursive: true });
  });
});
