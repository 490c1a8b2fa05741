import { connection } from 'next/server';
import { SiteFrame } from '../_shell/site-frame';

// No stylesheet here: each page imports its own (styles.css beside it), made of the design
// system and the utilities of what that page renders (scripts/generate-page-styles.mjs).

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return <SiteFrame>{children}</SiteFrame>;
}
