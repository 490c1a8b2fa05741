import { AdminLoading } from '@/components/layout/admin-loading';

export default function Loading() {
  return <AdminLoading />;
}
