/**
 * How the operator commands print: to a stream, as left-aligned text tables.
 */

/** Where the commands print (e.g. `process.stdout`). */
export interface OutputStream {
  write(chunk: string): unknown;
}

/** `s` cut to at most `max` characters, an ellipsis in place of what was cut. */
export function cut(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** Print `rows` under `header` as a left-aligned text table: two spaces between columns, no trailing spaces. */
export function printTable(out: OutputStream, header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  out.write(`${line(header)}\n`);
  for (const r of rows) out.write(`${line(r)}\n`);
}
