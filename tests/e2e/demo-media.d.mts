/** tests/e2e/demo-media.mjs */
export function copyDemoMedia(fromDataDir: string, toDataDir: string): void;
