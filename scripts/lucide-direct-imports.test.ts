import path from "node:path";
import { describe, expect, it } from "vitest";
import { lucideIconFilesFrom, rewriteLucideImports } from "./lucide-direct-imports";

const barrel = path.resolve(__dirname, "../node_modules/lucide-react/dist/esm/lucide-react.mjs");

describe("lucide-react's barrel imports, one module per icon", () => {
  const files = lucideIconFilesFrom(barrel);

  it("reads every icon name and alias from the installed barrel", () => {
    expect(files.size).toBeGreaterThan(1000);
    expect(files.get("Menu")).toBe("menu");
    // Old names are aliases of the renamed icon's module.
    expect(files.get("CheckCircle2")).toBe(files.get("CircleCheck"));
    expect(files.get("MenuIcon")).toBe("menu");
  });

  it("imports each icon from its own module and keeps local names", () => {
    const code = `import {\n  Menu,\n  CheckCircle2 as Ok,\n} from "lucide-react";\nrender(Menu, Ok);`;
    expect(rewriteLucideImports(code, files)).toBe(
      `import Menu from "lucide-react/icons/menu";\n` +
        `import Ok from "lucide-react/icons/circle-check";\nrender(Menu, Ok);`,
    );
  });

  it("leaves what is not an icon imported from the barrel", () => {
    const code = `import { type LucideIcon, X, createLucideIcon } from "lucide-react";`;
    expect(rewriteLucideImports(code, files)).toBe(
      `import { type LucideIcon, createLucideIcon } from "lucide-react";\n` +
        `import X from "lucide-react/icons/x";`,
    );
  });

  it("returns null when nothing changes", () => {
    expect(rewriteLucideImports(`import type { LucideIcon } from "lucide-react";`, files)).toBe(
      null,
    );
    expect(rewriteLucideImports(`import { Link } from "react-router";`, files)).toBe(null);
  });
});
