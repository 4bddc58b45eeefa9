// CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel shows Korean), CRLF line ends
// and RFC 4180 quoting. A cell that a spreadsheet would run as a formula (it starts with =, +,
// -, @, a tab or a carriage return) gets a leading apostrophe, so a lead who types
// "=HYPERLINK(...)" as their name cannot plant a formula in the administrator's sheet.

export const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",");
}

/** A whole CSV document: BOM, the header row, then the rows, each line ended with CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return BOM + lines.join("\r\n") + "\r\n";
}
