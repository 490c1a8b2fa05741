'use client';

import { Video, VideoOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { defineManager, field, Manager } from '@/components/admin';
import type { AdminVideo } from '../../admin-queries';
import { createVideo, deleteVideo, moveVideo, setVideoActive, updateVideo } from '../../actions';
import { videoSchema } from '../../schemas';

/** A showcase with the YouTube id its link resolves to (null when the link is not a YouTube one). */
export type ManagedVideo = AdminVideo & { videoId: string | null };

const videos = defineManager<ManagedVideo>()({
  id: 'video',
  schema: videoSchema,
  placement: 'side',
  fields: {
    title: field.title(),
    serviceCategory: field.text({
      label: 'Service category',
      required: true,
      initial: () => 'General',
    }),
    youtubeUrl: field.text({
      label: 'YouTube URL',
      type: 'url',
      required: true,
      placeholder: 'https://www.youtube.com/watch?v=…',
    }),
    description: field.textarea({ label: 'Description' }),
    isActive: field.toggle({
      label: 'Active',
      hint: 'Hidden videos stay here but are not shown on the site.',
      initial: true,
    }),
  },
  texts: {
    add: {
      title: 'Add video',
      submit: 'Add Video',
      description:
        'Showcase reels from YouTube for the landing page. Any YouTube link works: watch, share or embed.',
    },
    edit: { title: 'Edit video', submit: 'Update Video' },
  },
  actions: { create: createVideo, update: updateVideo, delete: deleteVideo, move: moveVideo },
  active: { of: (video) => video.isActive, set: setVideoActive },
  toasts: {
    create: ['Video added successfully', 'Failed to add video'],
    update: ['Video updated successfully', 'Failed to update video'],
    delete: ['Video deleted successfully', 'Failed to delete video'],
  },
  empty: { icon: Video, message: 'No videos yet', hint: 'Add a YouTube link with the form.' },
  show: {
    label: 'Videos',
    layout: 'narrow-cards',
    name: (video) => video.title,
    cardTitle: 'plain',
    media: (video) =>
      video.videoId ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${video.videoId}?rel=0`}
          title={`Preview of ${video.title}`}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          className="aspect-video w-full border-0 bg-ink"
        />
      ) : (
        <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-sand text-muted">
          <VideoOff className="size-6" aria-hidden />
          <p className="text-sm font-medium">Invalid YouTube URL</p>
        </div>
      ),
    badges: (video) => <Badge tone="outline">{video.serviceCategory}</Badge>,
    details: (video) => [video.description],
  },
});

export function VideosManager({ videos: items }: { videos: ManagedVideo[] }) {
  return <Manager definition={videos} items={items} />;
}
