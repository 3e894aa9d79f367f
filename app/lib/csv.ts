/**
 * CSV for spreadsheets (RFC 4180, CRLF lines). Cells people typed may start with
 * = + - @ (or a tab or carriage return), which Excel, LibreOffice and Google Sheets
 * run as formulas: such cells get a leading apostrophe so they stay text (OWASP
 * "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  // A number is ours, not typed by someone: a refund's -4000 stays a number to sum.
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file; the byte-order mark makes Excel read it as UTF-8 (names with accents). */
export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Headers of a CSV download (attachment, never cached, never sniffed as HTML). */
export function csvHeaders(filename: string): HeadersInit {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
