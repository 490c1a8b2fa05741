import localFont from 'next/font/local';

// Instrument Serif's italic appears only in article quotes and search headings. It is
// declared here rather than in the root layout because next/font preloads a font on the
// routes whose modules use it: pages without quotes no longer fetch 22 KB they never show.
// Apply `displayItalic.variable` to an ancestor; `font-display-italic` (app/design.css) uses it.
export const displayItalic = localFont({
  src: './instrument-serif-italic.woff2',
  style: 'italic',
  weight: '400',
  variable: '--font-instrument-italic',
  display: 'swap',
});
