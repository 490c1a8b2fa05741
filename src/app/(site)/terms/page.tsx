import type { Metadata } from 'next';
import { connection } from 'next/server';
import { legalMetadata, LegalView } from '@/features/legal/page';
import { getLegalPage } from '@/features/legal/queries';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return legalMetadata('terms');
}

/** The terms of service, as the owner wrote them in the back office (Legal Pages). */
export default async function TermsPage() {
  await connection();
  return <LegalView page={await getLegalPage('terms')} />;
}
