// A top-level `z.object(...)` is a side effect the bundler keeps, so importing one
// constant from a Zod schema module brings Zod (~24 kB gzip) into every page that
// shows the component. Client code may import only schemas (`...Schema`) and types
// from `*-schema(s)` modules; constants belong in a Zod-free `*-constants.ts` module.
const SCHEMA_MODULE = /-schemas?(\.ts)?$/;
const SCHEMA_NAME = /Schema$/;

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
          if (!SCHEMA_NAME.test(name))
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
