// Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned.

/**
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 * @returns {string}
 */
export function table(header, rows) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const numeric = header.map(
    (_, i) =>
      rows.length > 0 && rows.every((row) => /^-?[\d.,]+ ?(ms|KB|%|s)?$|^-$/.test(String(row[i]))),
  );
  const widths = header.map((_, i) => Math.max(...cells.map((row) => String(row[i] ?? '').length)));
  const line = (/** @type {(string | number)[]} */ row) =>
    row
      .map((cell, i) =>
        numeric[i] ? String(cell).padStart(widths[i] ?? 0) : String(cell).padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Bytes as the report writes them: kibibytes, one decimal. */
export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A heading line for one section of the report. @param {string} text */
export function heading(text) {
  return `\n== ${text} ${'='.repeat(Math.max(0, 76 - text.length))}`;
}
