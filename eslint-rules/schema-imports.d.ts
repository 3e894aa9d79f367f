// Type of the plain-JS rule (ESLint loads the .js file; its test is TypeScript).
import type { Rule } from "eslint";

declare const rule: Rule.RuleModule;
export default rule;
