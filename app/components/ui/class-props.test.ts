import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { withCustomUtilities } from "./class-conflicts.test-helper";

/*
 * Many primitives in components/ui set a display (`inline-flex`, `flex`, `grid`).
 * `cn` does not merge Tailwind conflicts, and in Tailwind 4 the winner between two
 * display utilities follows stylesheet order, not class order: a caller's `hidden` lost
 * to a Button's `inline-flex`, and the signed-in header grew to 530-680 px on a 360 px
 * phone. So a caller may change a primitive's display only under a variant
 * (`max-sm:hidden`, `md:hidden`), which always comes after the base utilities. This test
 * reads every component file and fails on an unprefixed display utility passed in the
 * `className` of a components/ui primitive whose own classes set one.
 */

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const DISPLAY =
  /^!?(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root|list-item)$/;

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(full);
    return e.name.endsWith(".tsx") && !e.name.includes(".test.") ? [full] : [];
  });
}

/** Names this file imports from components/ui (`~/components/ui/x` or, inside it, `./x`). */
function uiImports(source: ts.SourceFile, file: string): Set<string> {
  const names = new Set<string>();
  const inUi = path.dirname(file) === path.join(appDir, "components/ui");
  for (const stmt of source.statements) {
    if (!ts.isImportDeclaration(stmt) || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
    const from = stmt.moduleSpecifier.text;
    if (!from.startsWith("~/components/ui/") && !(inUi && from.startsWith("./"))) continue;
    const bindings = stmt.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) names.add(el.name.text);
    if (stmt.importClause?.name) names.add(stmt.importClause.name.text);
  }
  return names;
}

/** Every class written literally in an expression (strings, template parts, `cn(...)` args). */
function literalClasses(node: ts.Node): string[] {
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n))
      out.push(n.text);
    // An object key in clsx form ({ hidden: cond }) is a class too.
    else if (ts.isPropertyAssignment(n) && (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name)))
      out.push(n.name.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  // app.css's own utilities (`badge`) as the utilities they apply.
  return withCustomUtilities(out.flatMap((s) => s.split(/\s+/)).filter(Boolean));
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

const hasDisplay = (classes: string[]) => classes.some((c) => DISPLAY.test(c));

/**
 * The exported components of one components/ui file whose own classes set a display:
 * a literal in their `cn(...)` call, or the base of the `variants(...)` table it calls.
 */
export function displaySetters(text: string): string[] {
  const source = parse("ui.tsx", text);
  const cvaClasses = new Map<string, string[]>();
  const names: string[] = [];
  const ownClasses = (fn: ts.Node) => {
    const classes: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && n.expression.getText(source) === "cn")
        for (const arg of n.arguments) {
          if (ts.isCallExpression(arg))
            classes.push(...(cvaClasses.get(arg.expression.getText(source)) ?? []));
          else classes.push(...literalClasses(arg));
        }
      ts.forEachChild(n, visit);
    };
    visit(fn);
    return classes;
  };
  for (const stmt of source.statements) {
    const exported = ts
      .getModifiers(stmt as ts.HasModifiers)
      ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isVariableStatement(stmt))
      for (const d of stmt.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer) continue;
        const init = d.initializer;
        if (
          ts.isCallExpression(init) &&
          ["cva", "variants"].includes(init.expression.getText(source))
        )
          // Only the base: a variant's display applies to that variant alone.
          cvaClasses.set(d.name.text, init.arguments[0] ? literalClasses(init.arguments[0]) : []);
        else if (exported && hasDisplay(ownClasses(init))) names.push(d.name.text);
      }
    if (exported && ts.isFunctionDeclaration(stmt) && stmt.name && hasDisplay(ownClasses(stmt)))
      names.push(stmt.name.text);
  }
  return names;
}

const uiDir = path.join(appDir, "components/ui");
const DISPLAY_SETTERS = new Set(
  fs
    .readdirSync(uiDir)
    .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
    .flatMap((f) => displaySetters(fs.readFileSync(path.join(uiDir, f), "utf8"))),
);

/** `file:line <Tag> class` for each unprefixed display utility given to a primitive. */
export function displayOverrides(file: string, text: string): string[] {
  const source = parse(file, text);
  const ui = new Set([...uiImports(source, file)].filter((n) => DISPLAY_SETTERS.has(n)));
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) {
      const tag = n.tagName.getText(source);
      if (ui.has(tag.split(".")[0]!)) {
        for (const attr of n.attributes.properties) {
          if (!ts.isJsxAttribute(attr) || attr.name.getText(source) !== "className") continue;
          if (!attr.initializer) continue;
          for (const cls of literalClasses(attr.initializer)) {
            if (!DISPLAY.test(cls)) continue;
            const line = source.getLineAndCharacterOfPosition(attr.getStart(source)).line + 1;
            found.push(`${path.relative(appDir, file)}:${line} <${tag}> ${cls}`);
          }
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

describe("display utilities on components/ui primitives", () => {
  it("knows which primitives set a display of their own", () => {
    expect(DISPLAY_SETTERS).toContain("Button");
    expect(DISPLAY_SETTERS).toContain("Badge");
    expect(DISPLAY_SETTERS).toContain("CardHeader");
    expect(DISPLAY_SETTERS).not.toContain("CardContent");
  });

  it("flags an unprefixed display utility, accepts variant-prefixed ones", () => {
    const file = path.join(appDir, "components/layout/example.tsx");
    const code = `import { Badge } from "~/components/ui/badge";
      import { Button } from "~/components/ui/button";
      export const A = () => (<>
        <Badge className="hidden capitalize sm:inline-flex">x</Badge>
        <Button className={cn("max-sm:hidden", open && "block")}>y</Button>
        <Button className="md:hidden" />
        <div className="hidden sm:flex" />
      </>);`;
    expect(displayOverrides(file, code)).toEqual([
      "components/layout/example.tsx:4 <Badge> hidden",
      "components/layout/example.tsx:5 <Button> block",
    ]);
  });

  it("no component file passes one", () => {
    const found = tsxFiles(appDir).flatMap((f) => displayOverrides(f, fs.readFileSync(f, "utf8")));
    expect(found).toEqual([]);
  });
});
