// A plain, robust layout for transactional mail: one heading, a few paragraphs,
// at most one button, and the same words as plain text for every client.

export type MailContent = {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** small print under the button, e.g. why the reader got this message */
  footnote?: string;
  signature?: string;
};

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(content.signature ? [content.signature] : []),
  ]
    .join('\n')
    .trimEnd()
    .concat('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1c1b19">${escape(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escape(content.action.url)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#0a0a0a;color:#faf9f6;font-size:14px;font-weight:600;text-decoration:none">${escape(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;line-height:1.5;color:#5f5b54">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escape(content.action.url)}</span></p>`
    : '';
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f1eee8">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;font-family:Inter,Helvetica,Arial,sans-serif">
<div style="background:#faf9f6;border:1px solid #e4e0d8;border-radius:12px;padding:32px">
<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-weight:400;font-size:26px;line-height:1.2;color:#0a0a0a">${escape(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${button}
${content.footnote ? `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#5f5b54">${escape(content.footnote)}</p>` : ''}
${content.signature ? `<p style="margin:24px 0 0;font-size:14px;color:#1c1b19">${escape(content.signature)}</p>` : ''}
</div></div></body></html>
`;
  return { text, html };
}
