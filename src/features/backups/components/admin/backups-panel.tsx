import { Download } from 'lucide-react';
import { ManagerPanel } from '@/components/admin';
import { buttonVariants } from '@/components/ui/button-variants';
import type { BackupsOverview } from '../../queries';
import { fileSize, londonTime } from '../../format';

// Site Settings' Backups panel: a fresh archive on demand, and the automatic ones kept on the server.
export function BackupsPanel({ overview }: { overview: BackupsOverview }) {
  const { schedule, keep, dir, backups } = overview;
  return (
    <ManagerPanel
      id="backups"
      title="Backups"
      description="One file holding the whole site: content, media, accounts and every request. Keep a copy somewhere other than this server."
      actions={
        <a href="/api/admin/backups/download" download className={buttonVariants({ size: 'sm' })}>
          <Download aria-hidden />
          Download backup
        </a>
      }
    >
      <div className="space-y-4 text-sm">
        <p className="text-muted">
          {schedule ? (
            <>
              Automatic backups run {schedule}, keeping the last {keep}, in{' '}
              <code className="text-ink">{dir}</code>.
            </>
          ) : (
            <>Automatic backups are off (BACKUP_SCHEDULE=off).</>
          )}
        </p>
        {backups.length === 0 ? (
          <p className="text-muted">
            {schedule
              ? 'No automatic backup yet: the first is taken a few minutes after the server starts.'
              : null}
          </p>
        ) : (
          <table className="w-full text-left">
            <caption className="sr-only">Automatic backups, newest first</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-2 font-medium">
                  Taken
                </th>
                <th scope="col" className="py-2 font-medium">
                  Size
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line border-t border-line">
              {backups.map((backup) => (
                <tr key={backup.name}>
                  <td className="py-2.5 text-ink tabular-nums">
                    <time dateTime={backup.takenAt.toISOString()}>
                      {londonTime(backup.takenAt)}
                    </time>
                  </td>
                  <td className="py-2.5 text-muted tabular-nums">{fileSize(backup.size)}</td>
                  <td className="py-2.5 text-right">
                    <a
                      href={`/api/admin/backups/files/${backup.name}`}
                      download
                      className="font-medium text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
                      aria-label={`Download the backup of ${londonTime(backup.takenAt)}`}
                    >
                      Download
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </ManagerPanel>
  );
}
