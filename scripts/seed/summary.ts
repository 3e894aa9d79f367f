/** Prints the demo's row counts and the demo accounts, for db:seed and db:reset. */
import { DEMO_ACCOUNTS } from "./areas/people";

export function printSummary(counts: Record<string, number>, password: string, log = console.log) {
  log("Rows:");
  const names = Object.keys(counts);
  const width = Math.max(...names.map((n) => n.length));
  for (const name of names) log(`  ${name.padEnd(width)}  ${counts[name]}`);
  log(`Demo accounts (password: ${password}):`);
  for (const a of DEMO_ACCOUNTS) log(`  ${a.email.padEnd(24)} ${a.role}`);
}
