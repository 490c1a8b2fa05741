// Shapes shared by the media library screen, the picker and the upload route (isomorphic: no server code).

export type MediaKind = 'image' | 'video';

/** What a picker field accepts. */
export type MediaAccept = MediaKind | 'any';

/** One file chosen in the media picker. */
export type PickedMedia = {
  id: number;
  url: string;
  filename: string;
  fileType: MediaKind;
  alt: string;
  width: number | null;
  height: number | null;
};

/** A row of the media library as the admin screens see it. */
export type MediaItem = {
  id: number;
  filename: string;
  fileType: MediaKind;
  fileUrl: string;
  fileSize: number;
  mimeType: string | null;
  width: number | null;
  height: number | null;
  alt: string;
  decorative: boolean;
  /** the point crops keep in view, in percent across and down (50, 50: the centre) */
  focalX: number;
  focalY: number;
  /** ISO timestamp, so the row crosses the server/client boundary as is */
  createdAt: string;
};

export type MediaPage = { items: MediaItem[]; total: number };

/** A place where a media URL is used, for the details view and the delete confirmation. */
export type MediaUsage = {
  /** e.g. 'Project', 'Hero slide', 'Site settings' */
  kind: string;
  /** the thing's title, e.g. the project's title */
  label: string;
  /** which field, e.g. 'Cover image', 'Gallery' */
  field: string;
  /** the admin screen where it can be changed */
  href: string;
};

/** The JSON the upload route answers with. */
export type UploadResponse = { ok: true; item: MediaItem } | { ok: false; message: string };

export function toPicked(item: MediaItem): PickedMedia {
  return {
    id: item.id,
    url: item.fileUrl,
    filename: item.filename,
    fileType: item.fileType,
    alt: item.alt,
    width: item.width,
    height: item.height,
  };
}
