import Script from 'next/script';

// only a well-formed measurement id is ever written into a script
const GA_ID = /^(G|GT|UA|AW)-[A-Z0-9-]{4,20}$/i;

/** True when the id from site settings is one the Google tag accepts. */
export function isAnalyticsId(id: string | null | undefined): id is string {
  return typeof id === 'string' && GA_ID.test(id.trim());
}

/**
 * The Google Analytics tag, loaded after the page is interactive. Renders
 * nothing unless the owner has set a measurement id in Site Settings, so no
 * analytics cookie is ever set otherwise (see /privacy).
 */
export function Analytics({ id }: { id: string | null | undefined }) {
  if (!isAnalyticsId(id)) return null;
  const measurementId = id.trim();
  return (
    <>
      <Script
        id="ga-loader"
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
        strategy="afterInteractive"
      />
      <Script id="ga-init" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)},{anonymize_ip:true});`}
      </Script>
    </>
  );
}
