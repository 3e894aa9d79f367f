// Product code (app/, server/, scripts/) must not import from tests/: the production
// server bundles what it imports, and tests/ is free to hold fakes and fixtures.
// Test files themselves may (they are not bundled).
const TESTS_DIR = /(^|\/)tests\//;

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    messages: {
      tests:
        "'{{source}}' is under tests/: product code cannot import test code. Shared factories live in scripts/seed/factories.",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source === "string" && source.startsWith(".") && TESTS_DIR.test(source))
        context.report({ node, messageId: "tests", data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default rule;
