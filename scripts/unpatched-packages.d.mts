/** scripts/unpatched-packages.mjs (plain JS, like the other install-time scripts). */
export function patchedPackages(root?: string): string[];
export function installUnpatched(nodeModules: string, root?: string): () => void;
