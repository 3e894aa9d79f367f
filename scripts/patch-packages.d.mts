/** scripts/patch-packages.mjs (plain JS: it runs at postinstall, before any TypeScript tooling). */
export type Patch = { name: string; from: string; to: string; helper?: string };
export const TARGETS: {
  name: string;
  dir: string;
  patches: Patch[];
  file(root: string): string | null;
}[];
export const ORIGINAL_SUFFIX: string;
export function installUnpatched(nodeModules: string, root?: string): () => void;
export function patchSource(
  source: string,
  patches?: Patch[],
  name?: string,
): { source: string; changed: boolean };
export function targetFile(name: "react-router" | "react-dom", root?: string): string | null;
