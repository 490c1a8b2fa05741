/** A number in at least two digits (1 -> '01'): the public lists' numbering, and dates' fields. */
export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}
