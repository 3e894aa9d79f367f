import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import rule from "./schema-imports.js";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" },
});
const route = "/repo/app/routes/donate.tsx";
const component = "/repo/app/features/donations/donate-form.tsx";
const schemaModule = "~/features/donations/donation-schema";

tester.run("local/schema-imports", rule, {
  valid: [
    { filename: component, code: `import { donationSchema } from "${schemaModule}";` },
    { filename: component, code: `import type { DonationInput } from "${schemaModule}";` },
    // A route's loader and action are dropped from the client build.
    {
      filename: route,
      code: `import { MIN_DONATION } from "${schemaModule}";
export async function action() { return MIN_DONATION; }
export const loader = () => MIN_DONATION;
export default function Page() { return null; }`,
    },
  ],
  invalid: [
    {
      filename: component,
      code: `import { MIN_DONATION } from "${schemaModule}";`,
      errors: [{ messageId: "constant" }],
    },
    // Used by the page component (or meta): ships Zod to the browser.
    {
      filename: route,
      code: `import { MIN_DONATION } from "${schemaModule}";
export async function action() { return MIN_DONATION; }
export default function Page() { return MIN_DONATION; }`,
      errors: [{ messageId: "constant" }],
    },
    {
      filename: route,
      code: `import { MIN_DONATION } from "${schemaModule}";
export const meta = () => [{ title: String(MIN_DONATION) }];`,
      errors: [{ messageId: "constant" }],
    },
  ],
});
