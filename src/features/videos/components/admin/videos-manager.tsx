'use client';

import { Video, VideoOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import {
  ManagerCard,
  ManagerEmptyState,
  ManagerFormPanel,
  ManagerGrid,
  ManagerSplit,
  RowActions,
  SwitchField,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
} from '@/components/admin';
import type { AdminVideo } from '../../admin-queries';
import { createVideo, deleteVideo, moveVideo, setVideoActive, updateVideo } from '../../actions';

/** A showcase with the YouTube id its link resolves to (null when the link is not a YouTube one). */
export type ManagedVideo = AdminVideo & { videoId: string | null };

type Form = {
  title: string;
  serviceCategory: string;
  youtubeUrl: string;
  description: string;
  isActive: boolean;
};

const empty = (): Form => ({
  title: '',
  serviceCategory: 'General',
  youtubeUrl: '',
  description: '',
  isActive: true,
});
const fromItem = (v: ManagedVideo): Form => ({
  title: v.title,
  serviceCategory: v.serviceCategory,
  youtubeUrl: v.youtubeUrl,
  description: v.description ?? '',
  isActive: v.isActive,
});

const UPDATED = toastTexts('Video updated successfully', 'Failed to update video');
const ADDED = toastTexts('Video added successfully', 'Failed to add video');
const DELETED = toastTexts('Video deleted successfully', 'Failed to delete video');

export function VideosManager({ videos }: { videos: ManagedVideo[] }) {
  const dialog = useManagerDialog<ManagedVideo, Form>(empty, fromItem);
  const { form, set, bind, editing, errors } = dialog;
  const mutation = useAdminMutation();
  const { pending } = mutation;
  const submit = useManagerSave(dialog, mutation, { add: ADDED, edit: UPDATED }, (values, item) =>
    item ? updateVideo({ id: item.id, ...values }) : createVideo(values),
  );

  const formPanel = (
    <ManagerFormPanel
      title={editing ? 'Edit video' : 'Add video'}
      description="Showcase reels from YouTube for the landing page. Any YouTube link works: watch, share or embed."
      editing={Boolean(editing)}
      pending={pending}
      submitLabel={editing ? 'Update Video' : 'Add Video'}
      onSubmit={submit}
      onCancel={dialog.reset}
    >
      <FormField id="video-title" label="Title" required error={errors.title}>
        <Input {...bind('title', 'video-title')} required />
      </FormField>
      <FormField
        id="video-serviceCategory"
        label="Service category"
        required
        error={errors.serviceCategory}
      >
        <Input {...bind('serviceCategory', 'video-serviceCategory')} required />
      </FormField>
      <FormField id="video-youtubeUrl" label="YouTube URL" required error={errors.youtubeUrl}>
        <Input
          {...bind('youtubeUrl', 'video-youtubeUrl')}
          type="url"
          required
          placeholder="https://www.youtube.com/watch?v=…"
        />
      </FormField>
      <FormField id="video-description" label="Description">
        <Textarea {...bind('description', 'video-description')} rows={3} />
      </FormField>
      <SwitchField
        label="Active"
        hint="Hidden videos stay here but are not shown on the site."
        checked={form.isActive}
        onCheckedChange={(v) => set('isActive', v)}
      />
    </ManagerFormPanel>
  );

  return (
    <ManagerSplit form={formPanel}>
      {videos.length === 0 ? (
        <ManagerEmptyState
          icon={Video}
          message="No videos yet"
          hint="Add a YouTube link with the form."
        />
      ) : (
        <ManagerGrid aria-label="Videos" width="narrow">
          {videos.map((video, index) => (
            <ManagerCard
              key={video.id}
              label={video.title}
              muted={!video.isActive}
              className={editing?.id === video.id ? 'ring-2 ring-accent/40' : undefined}
              media={
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
                )
              }
              footer={
                <RowActions
                  item={video}
                  label={video.title}
                  mutation={mutation}
                  position={{ index, count: videos.length }}
                  active={video.isActive}
                  updates={{ toasts: UPDATED, move: moveVideo, setActive: setVideoActive }}
                  deletes={{ action: deleteVideo, toasts: DELETED }}
                  dialog={dialog}
                  group="flex"
                />
              }
            >
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="outline">{video.serviceCategory}</Badge>
                {!video.isActive ? <Badge tone="muted">Hidden</Badge> : null}
              </div>
              <p className="text-sm font-semibold text-ink">{video.title}</p>
              {video.description ? (
                <p className="line-clamp-2 text-[13px] leading-relaxed text-muted">
                  {video.description}
                </p>
              ) : null}
            </ManagerCard>
          ))}
        </ManagerGrid>
      )}
    </ManagerSplit>
  );
}
