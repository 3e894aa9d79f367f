// A top-level `z.object(...)` is a side effect the bundler keeps, so importing one
// constant from a Zod schema module brings Zod (~24 kB gzip) into every page that
// shows the component. Client code may import only schemas (`...Schema`) and types
// from `*-schema(s)` modules; constants belong in a Zod-free `*-constants.ts` module.
// In a route module the client build drops the server-only exports (loader, action,
// headers, middleware), so there a name is reported only where other code uses it:
// the page component, `meta`, an error boundary (how /donate shipped Zod).
const SCHEMA_MODULE = /-schemas?(\.ts)?$/;
const SCHEMA_NAME = /Schema$/;
const ROUTE_FILE = /[\\/]app[\\/]routes[\\/]/;
const SERVER_EXPORTS = new Set(["loader", "action", "headers", "middleware"]);

/** The name of the top-level export a node sits in, or null outside any export. */
function enclosingExport(node) {
  let n = node;
  while (n.parent && n.parent.type !== "Program") n = n.parent;
  if (n.type !== "ExportNamedDeclaration" || !n.declaration) return null;
  const d = n.declaration;
  if (d.type === "FunctionDeclaration") return d.id?.name ?? null;
  if (d.type === "VariableDeclaration" && d.declarations.length === 1)
    return d.declarations[0].id.type === "Identifier" ? d.declarations[0].id.name : null;
  return null;
}

/** In a route module: is every use of the imported name inside a server-only export? */
function serverOnly(context, spec) {
  const [variable] = context.sourceCode.getDeclaredVariables(spec);
  if (!variable) return false;
  return variable.references.every((ref) =>
    SERVER_EXPORTS.has(enclosingExport(ref.identifier) ?? ""),
  );
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    messages: {
      constant:
        "'{{name}}' comes from the Zod schema module '{{source}}': move it to a Zod-free *-constants.ts module and import it from there (a schema module ships Zod to the browser).",
    },
    schema: [],
  },
  create(context) {
    const inRoute = ROUTE_FILE.test(context.filename);
    return {
      ImportDeclaration(node) {
        if (node.importKind === "type" || !SCHEMA_MODULE.test(node.source.value)) return;
        for (const spec of node.specifiers) {
          if (spec.type !== "ImportSpecifier" || spec.importKind === "type") {
            if (spec.type === "ImportSpecifier") continue;
            context.report({
              node: spec,
              messageId: "constant",
              data: { name: spec.local.name, source: node.source.value },
            });
            continue;
          }
          const name =
            spec.imported.type === "Identifier" ? spec.imported.name : spec.imported.value;
          if (!SCHEMA_NAME.test(name) && !(inRoute && serverOnly(context, spec)))
            context.report({
              node: spec,
              messageId: "constant",
              data: { name, source: node.source.value },
            });
        }
      },
    };
  },
};

export default rule;
