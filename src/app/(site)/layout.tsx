import { connection } from 'next/server';
import { SiteFrame } from '../_shell/site-frame';
// the public stylesheet (site.css); the back office and sign-in pages load globals.css
import '../site.css';

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return <SiteFrame>{children}</SiteFrame>;
}
