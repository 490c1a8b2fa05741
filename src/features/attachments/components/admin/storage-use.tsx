import { cn } from '@/lib/utils';
import { formatSize } from '../../limits';

// How much of the storage limit the files sent with requests take: a sentence (the exact bytes
// in its <data>), a bar for the eye, and what a full store means for clients.

const files = (n: number) => (n === 1 ? '1 file' : `${n.toLocaleString('en-GB')} files`);

/** Files staged by forms not sent yet, among all of them. */
function unsent(staged: number, all: number): string {
  const which =
    all === 1
      ? 'It is in a form'
      : staged === 1
        ? '1 is in a form'
        : `${staged === all ? 'All' : staged} are in forms`;
  return `${which} not sent yet; files never sent are removed after a day.`;
}

export function StorageUse({
  stored,
  quotaBytes,
}: {
  stored: { bytes: number; files: number; staged: number };
  quotaBytes: number;
}) {
  const full = stored.bytes >= quotaBytes;
  const share = Math.min(100, (stored.bytes / quotaBytes) * 100);
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink">
        {stored.files === 0 ? (
          <>No files yet; they may take up to {formatSize(quotaBytes)}.</>
        ) : (
          <>
            <data value={stored.bytes} className="font-medium tabular-nums">
              {formatSize(stored.bytes)}
            </data>{' '}
            of {formatSize(quotaBytes)} used by {files(stored.files)}
          </>
        )}
      </p>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-line">
        <div
          className={cn('h-full rounded-full', full ? 'bg-danger' : 'bg-ink')}
          style={{ width: `${share}%` }}
        />
      </div>
      {stored.staged > 0 ? (
        <p className="text-xs text-muted">{unsent(stored.staged, stored.files)}</p>
      ) : null}
      {full ? (
        <p className="text-sm text-danger">
          Full: clients can’t attach files until you raise the limit or delete requests that carry
          them.
        </p>
      ) : null}
    </div>
  );
}
