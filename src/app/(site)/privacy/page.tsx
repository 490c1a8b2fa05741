import type { Metadata } from 'next';
import { connection } from 'next/server';
import { legalMetadata, LegalView } from '@/features/legal/page';
import { getLegalPage } from '@/features/legal/queries';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return legalMetadata('privacy');
}

/** The privacy notice, as the owner wrote it in the back office (Legal Pages). */
export default async function PrivacyPage() {
  await connection();
  return <LegalView page={await getLegalPage('privacy')} />;
}
