import { isAnalyticsId } from './analytics-id';

/**
 * The Google Analytics tag. Renders nothing unless the owner has set a
 * measurement id in Site Settings, so no analytics cookie is ever set otherwise
 * (see /privacy). Plain async scripts rather than next/script, whose client code
 * every page would download even with analytics off; the root layout renders
 * once per visit, so they run once.
 */
export function Analytics({ id, nonce }: { id: string | null | undefined; nonce?: string }) {
  if (!isAnalyticsId(id)) return null;
  const measurementId = id.trim();
  return (
    <>
      <script
        async
        nonce={nonce}
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      />
      <script
        id="ga-init"
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)},{anonymize_ip:true});`,
        }}
      />
    </>
  );
}
