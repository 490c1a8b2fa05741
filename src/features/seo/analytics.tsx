import { isAnalyticsId } from './analytics-id';
import { LazyAnalyticsConsent } from './components/analytics-consent-lazy';

/**
 * Google Analytics, only when the owner has set a measurement id in Site
 * Settings, and then only after the visitor accepts it in the consent banner
 * (see /privacy). With no id, nothing renders and neither the banner's nor Google's script
 * reaches the page.
 */
export function Analytics({ id }: { id: string | null | undefined }) {
  if (!isAnalyticsId(id)) return null;
  return <LazyAnalyticsConsent id={id.trim()} />;
}
