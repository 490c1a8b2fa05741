import localFont from 'next/font/local';

// Instrument Serif's italic appears only in article quotes and search headings. It is
// declared here rather than in the root layout so that pages without quotes never fetch its
// 23 KB. It is not preloaded either: an article's quotes sit below its cover image and first
// paragraphs, and a preload would have the phone fetch the font alongside them, before the
// page can show them; the browser asks for it once a quote is laid out, and it swaps in.
// Apply `displayItalic.variable` to an ancestor; `font-display-italic` (app/design.css) uses it.
export const displayItalic = localFont({
  src: './instrument-serif-italic.woff2',
  style: 'italic',
  weight: '400',
  variable: '--font-instrument-italic',
  display: 'swap',
  preload: false,
});
