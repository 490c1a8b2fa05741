import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { CARD_HEIGHT, CARD_WIDTH, cardVersion, type CardSettings } from './card-urls';

// The card a page without a cover of its own is shared with: its title in the site's display
// face on the site's paper, the site's name above and the owner's below, drawn on the server by
// satori (next/og) in the site's own fonts (src/app/fonts/cards, read from disk: nothing is
// fetched). Drawn once per title and settings, then kept in memory; a change of either makes
// another address (card-urls.ts), so a kept card is never stale.

const INK = '#0a0a0a';
const PAPER = '#faf9f6';
const SAND = '#f1eee8';
const ACCENT = '#a5835a';
const ACCENT_STRONG = '#7c5f3c';
const MUTED = '#5f5b54';

// the cards most recently asked for, by version (a changed page asks for a new one)
const MAX_KEPT = 48;
const kept = new Map<string, Promise<Buffer>>();

type Fonts = { serif: Buffer; sans: Buffer };
let fonts: Promise<Fonts> | null = null;
function loadFonts(): Promise<Fonts> {
  const dir = path.join(process.cwd(), 'src/app/fonts/cards');
  fonts ??= Promise.all([
    readFile(path.join(dir, 'instrument-serif.ttf')),
    readFile(path.join(dir, 'inter-medium.ttf')),
  ]).then(([serif, sans]) => ({ serif, sans }));
  fonts.catch(() => (fonts = null));
  return fonts;
}

/** The title's size: long titles step down so that they fit in three lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 88;
  if (title.length <= 70) return 72;
  if (title.length <= 110) return 58;
  return 46;
}

function Card({ title, settings }: { title: string; settings: CardSettings }) {
  const shown = title.length > 160 ? `${title.slice(0, 157).trimEnd()}…` : title;
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', background: PAPER, padding: 28 }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flex: 1,
          border: `1px solid ${SAND}`,
          borderLeft: `6px solid ${ACCENT}`,
          padding: '56px 72px 56px 66px',
        }}
      >
        <div
          style={{
            display: 'flex',
            fontFamily: 'Inter',
            fontSize: 22,
            letterSpacing: 4.5,
            color: ACCENT_STRONG,
          }}
        >
          {settings.siteTitle.toUpperCase()}
        </div>
        <div
          style={{
            display: 'flex',
            fontFamily: 'Instrument Serif',
            fontSize: titleSize(shown),
            lineHeight: 1.05,
            color: INK,
          }}
        >
          {shown}
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 20,
            fontFamily: 'Inter',
            fontSize: 28,
            color: MUTED,
          }}
        >
          <div style={{ display: 'flex', width: 48, height: 2, background: ACCENT }} />
          {settings.ownerName}
        </div>
      </div>
    </div>
  );
}

async function draw(title: string, settings: CardSettings): Promise<Buffer> {
  const { serif, sans } = await loadFonts();
  const response = new ImageResponse(<Card title={title} settings={settings} />, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [
      { name: 'Instrument Serif', data: serif, weight: 400, style: 'normal' },
      { name: 'Inter', data: sans, weight: 500, style: 'normal' },
    ],
  });
  return Buffer.from(await response.arrayBuffer());
}

/** The PNG of the drawn card for `title`, drawn now or kept from before. */
export function socialCardPng(title: string, settings: CardSettings): Promise<Buffer> {
  const version = cardVersion(title, settings);
  const hit = kept.get(version);
  if (hit) {
    // the card asked for last is the last to go
    kept.delete(version);
    kept.set(version, hit);
    return hit;
  }
  const made = draw(title, settings);
  kept.set(version, made);
  made.catch(() => kept.delete(version));
  while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return made;
}
