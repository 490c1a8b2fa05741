import { isAnalyticsId } from './analytics-id';
import { AnalyticsConsent } from './components/analytics-consent';

/**
 * Google Analytics, only when the owner has set a measurement id in Site
 * Settings, and then only after the visitor accepts it in the consent banner
 * (see /privacy). With no id, nothing renders and no script reaches the page.
 */
export function Analytics({ id }: { id: string | null | undefined }) {
  if (!isAnalyticsId(id)) return null;
  return <AnalyticsConsent id={id.trim()} />;
}
