// The bare page of bench/bare-next with what any designed page has: a stylesheet of its own and
// webfonts, preloaded as the site preloads them. bench/lib/server.mjs lays this folder over a copy
// of bench/bare-next (its page, config and icon) and copies the site's faces into app/fonts. The
// font declarations mirror the two preloaded in src/app/_shell/fonts.ts rather than import them:
// next/font reads its options from the module that calls it, and this page is built outside the
// repository.
// The bench's second Lighthouse reference: what the framework allows a page that is styled at all,
// beside what it allows a page that is not.
import localFont from 'next/font/local';
import './styles.css';

const sans = localFont({
  src: './fonts/inter-core.woff2',
  variable: '--font-sans',
  weight: '400 700',
  display: 'swap',
});
const serif = localFont({
  src: './fonts/instrument-serif-core.woff2',
  variable: '--font-serif',
  weight: '400',
  display: 'swap',
});

export const metadata = {
  title: 'Bare Next.js page, styled',
  description: 'A Lighthouse reference: the bare page with a stylesheet and two webfonts.',
};

/** @param {{ children: import('react').ReactNode }} props */
export default function RootLayout({ children }) {
  return (
    <html lang="en" className={`${sans.variable} ${serif.variable}`}>
      <body>{children}</body>
    </html>
  );
}
