import QRCode from 'qrcode';

/** The TOTP secret of an otpauth:// URI, in groups of four for typing. */
export function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** The URI as a QR code, an SVG data: URL. */
export async function qrFor(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0a0a0a', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
