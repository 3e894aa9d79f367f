import { describe, expect, it } from "vitest";
import { isCopyModule, parseCopyId, splitCopyImports } from "./copy-module-split";

const files: Record<string, string> = {
  "~/features/events/messages": "/app/app/features/events/messages.ts",
  "./messages": "/app/app/features/moderation/messages.ts",
  "~/lib/messages/shell": "/app/app/lib/messages/shell.ts",
  "~/lib/messages": "/app/app/lib/messages.ts",
};
const asked: string[] = [];
const resolve = async (specifier: string) => {
  asked.push(specifier);
  return files[specifier] ?? null;
};

describe("copy modules, one instance per text a page names", () => {
  it("knows the copy modules by their place", () => {
    expect(isCopyModule("/x/app/features/events/messages.ts")).toBe(true);
    expect(isCopyModule("/x/app/lib/messages/shell.ts")).toBe(true);
    expect(isCopyModule("/x/app/features/events/organizer-messages.ts")).toBe(true);
    // The shared helpers and types, and a component named like copy, are not.
    expect(isCopyModule("/x/app/lib/messages.ts")).toBe(false);
    expect(isCopyModule("/x/app/features/events/messages-view.tsx")).toBe(false);
    expect(parseCopyId("/x/app/lib/messages/shell.ts?copy=shellCopy")).toEqual({
      file: "/x/app/lib/messages/shell.ts",
      name: "shellCopy",
    });
    expect(parseCopyId("/x/app/lib/links.ts?copy=x")).toBeNull();
  });

  it("imports each value from its own instance and keeps local names", async () => {
    const code = `import {\n  eventPageCopy as t,\n  ticketBuyCopy,\n} from "~/features/events/messages";\nuse(t, ticketBuyCopy);`;
    expect(await splitCopyImports(code, resolve)).toBe(
      `import { eventPageCopy as t } from "~/features/events/messages?copy=eventPageCopy";\n` +
        `import { ticketBuyCopy } from "~/features/events/messages?copy=ticketBuyCopy";\n` +
        `use(t, ticketBuyCopy);`,
    );
  });

  it("keeps types on an import of the module itself", async () => {
    const code = `import { reportCopy, type ReportCopy } from "./messages";`;
    expect(await splitCopyImports(code, resolve)).toBe(
      `import type { ReportCopy } from "./messages";\n` +
        `import { reportCopy } from "./messages?copy=reportCopy";`,
    );
  });

  it("leaves other modules, type-only imports and what is not copy alone", async () => {
    asked.length = 0;
    const code =
      `import type { Message } from "~/lib/messages";\n` +
      `import { errorKindFromMessage } from "~/lib/messages";\n` +
      `import { requireUser } from "~/features/accounts/guards.server";\n` +
      `import { Link } from "react-router";`;
    expect(await splitCopyImports(code, resolve)).toBeNull();
    // Only specifiers that can name copy are resolved: resolving a .server module from
    // a browser module is an error in React Router's build.
    expect(asked).toEqual(["~/lib/messages"]);
  });
});
