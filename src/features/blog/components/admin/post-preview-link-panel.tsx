'use client';

import { useState } from 'react';
import { Check, Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { toast } from '@/components/ui/toast-outlet';
import { ManagerPanel, type AdminMutation } from '@/components/admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { renewPreviewLink } from '../../actions';

/** The link that shows a saved post before it is published: create, copy, open, renew. */
export function PostPreviewLinkPanel({
  postId,
  initialToken,
  siteUrl,
  mutation: { pending, run },
}: {
  /** null until the post is first saved */
  postId: number | null;
  initialToken: string | null;
  siteUrl: string;
  /** the editor's, so a save and a renewal never run together */
  mutation: AdminMutation;
}) {
  const [token, setToken] = useState(initialToken);
  const [copied, setCopied] = useState(false);
  const previewUrl = token ? `${siteUrl}/blog/preview/${token}` : null;

  const copy = async () => {
    if (!previewUrl) return;
    try {
      await navigator.clipboard.writeText(previewUrl);
      setCopied(true);
      toast.success('Preview link copied');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy the link', { description: previewUrl });
    }
  };

  /** Creates the link, or replaces it: whoever has the old one is shut out. */
  const renewButton = (
    id: number,
    verb: 'create' | 'renew',
    variant: 'outline' | 'ghost',
    label: React.ReactNode,
  ) => (
    <Button
      type="button"
      variant={variant}
      size="sm"
      disabled={pending}
      onClick={() =>
        void run(
          () => renewPreviewLink({ id }),
          {
            success: `Preview link ${verb === 'create' ? 'created' : 'renewed'}`,
            failure: `Failed to ${verb} the preview link`,
          },
          { onSuccess: (data) => setToken(data.token) },
        )
      }
    >
      {label}
    </Button>
  );

  return (
    <ManagerPanel title="Preview link" bodyClassName="space-y-3">
      {previewUrl && postId !== null ? (
        <>
          <p className="text-xs leading-relaxed text-muted">
            Anyone with this link can read the post as last saved, before it is published. Renew it
            to shut out everyone who has the old one.
          </p>
          <Input
            readOnly
            value={previewUrl}
            aria-label="Preview link"
            className="h-9 text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={copy}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />} Copy link
            </Button>
            <Button asChild variant="ghost" size="sm">
              <a href={previewUrl} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden /> Open
              </a>
            </Button>
            {renewButton(
              postId,
              'renew',
              'ghost',
              <>
                <RefreshCw aria-hidden /> Renew
              </>,
            )}
          </div>
        </>
      ) : postId !== null ? (
        renewButton(postId, 'create', 'outline', 'Create preview link')
      ) : (
        <p className="text-xs text-muted">
          Save the post to get a link you can share before publishing.
        </p>
      )}
    </ManagerPanel>
  );
}
