'use client';

import { Download, FileArchive, FileText, ImageIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';
import { downloadPath } from '../../api-paths';
import { formatSize } from '../../limits';
import type { AttachmentView } from '../../queries';

// A request's files in the inbox: a thumbnail the server made for each picture (a type icon
// for the rest), name, type and size, and the download. HEIC photos come without a thumbnail:
// the server's image library cannot decode them, and the owner is told so.

function Preview({ file }: { file: AttachmentView }) {
  if (file.thumbnail)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a private thumbnail, not site media
      <img
        src={`${downloadPath(file.id)}?thumbnail`}
        alt={`Preview of ${file.name}`}
        loading="lazy"
        className="size-full object-cover"
      />
    );
  const Icon = file.type === 'ZIP' ? FileArchive : file.type === 'PDF' ? FileText : ImageIcon;
  return <Icon aria-hidden className="size-6 text-muted" />;
}

function details(file: AttachmentView): string {
  const size = formatSize(file.size);
  const pixels = file.width && file.height ? `, ${file.width} × ${file.height} px` : '';
  return `${file.type}, ${size}${pixels}`;
}

export function AttachmentList({ files }: { files: readonly AttachmentView[] }) {
  if (files.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted">
        Files ({files.length})
      </h3>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white">
        {files.map((file) => (
          <li key={file.id} className="flex items-center gap-3 p-2.5 sm:gap-4">
            <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-md bg-sand sm:size-16">
              <Preview file={file} />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink" title={file.name}>
                {file.name}
              </p>
              <p className="text-xs text-muted">{details(file)}</p>
              {file.mime === 'image/heic' && !file.thumbnail && (
                <p className="mt-0.5 text-xs text-muted">
                  No preview: HEIC photos cannot be shown here. Download it to see it.
                </p>
              )}
            </div>
            <a
              href={downloadPath(file.id)}
              download
              className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'shrink-0')}
            >
              <Download aria-hidden />
              <span className="sr-only sm:not-sr-only">Download</span>
              <span className="sr-only"> {file.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
