/** scripts/patch-react-router.mjs (plain JS: it runs at postinstall, before any TypeScript tooling). */
export function patchSource(source: string): { source: string; changed: boolean };
export function targetFile(root?: string): string | null;
