// The smallest App Router page there is: the bench's Lighthouse reference for what Next.js
// itself costs on this machine (no client code, no CSS, no fonts of its own).
export const metadata = {
  title: 'Bare Next.js page',
  description: 'A Lighthouse reference: one heading and one paragraph, no client code.',
};

/** @param {{ children: import('react').ReactNode }} props */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
