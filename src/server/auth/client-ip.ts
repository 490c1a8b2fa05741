/** The client IP from a header the operator's proxy sets (and overwrites); never guessed from X-Forwarded-For. */
export function clientIp(
  headers: Headers | undefined,
  trustedHeader: string | undefined,
): string | null {
  if (!trustedHeader || !headers) return null;
  const value = headers.get(trustedHeader);
  if (!value) return null;
  // a proxy that appends puts the address it saw last
  const ip = value.split(',').at(-1)!.trim();
  return /^[0-9a-f:.]{2,45}$/i.test(ip) ? ip : null;
}
