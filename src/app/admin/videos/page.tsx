import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { youtubeId } from '@/features/projects/youtube';
import { listVideosForAdmin } from '@/features/videos/admin-queries';
import { VideosManager } from '@/features/videos/components/admin/videos-manager';

export const metadata: Metadata = { title: 'Videos' };

export default async function VideosAdminPage() {
  await connection();
  await requireAdminPage();
  const videos = await listVideosForAdmin();
  return (
    <>
      <AdminPageHeader
        title="Video Showcases"
        description="The reels of the landing page's video showcase: their order and whether each is shown."
      />
      <VideosManager
        videos={videos.map((video) => ({ ...video, videoId: youtubeId(video.youtubeUrl) }))}
      />
    </>
  );
}
