'use client';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { LegalPage } from '../../defaults';
import { LegalEditor } from './legal-editor';

const TAB_LABELS = { privacy: 'Privacy Policy', terms: 'Terms of Service' } as const;

/** The Legal Pages screen: one tab per page, both kept open so that a switch loses no edit. */
export function LegalScreen({ pages }: { pages: LegalPage[] }) {
  return (
    <Tabs defaultValue={pages[0]?.key ?? 'privacy'}>
      <TabsList aria-label="Legal pages">
        {pages.map((page) => (
          <TabsTrigger key={page.key} value={page.key}>
            {TAB_LABELS[page.key]}
          </TabsTrigger>
        ))}
      </TabsList>
      {pages.map((page) => (
        <TabsContent
          key={page.key}
          value={page.key}
          forceMount
          className="data-[state=inactive]:hidden"
        >
          <LegalEditor page={page} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
