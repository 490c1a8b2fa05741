import { NotFoundView } from '@/components/layout/not-found-view';

/** Unknown public paths, inside the site's header and footer. */
export default function SiteNotFound() {
  return <NotFoundView />;
}
