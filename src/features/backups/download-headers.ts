/** An archive as a download: never cached, never recompressed on the way (it is mostly images). */
export function archiveHeaders(name: string): Record<string, string> {
  return {
    'content-type': 'application/x-tar',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store, no-transform',
  };
}
