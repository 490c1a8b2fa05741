import { absoluteUrl } from './urls';

export type RssChannel = { title: string; description: string; siteUrl: string; author?: string };
export type RssItem = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  publishedAt: Date;
};

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(value: string): string {
  return (
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // characters XML 1.0 forbids outright
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}

/** An RSS 2.0 document of the published posts, newest first. */
export function renderRss(channel: RssChannel, items: RssItem[]): string {
  const site = channel.siteUrl.replace(/\/+$/, '');
  const feedUrl = absoluteUrl('/rss.xml', site);
  const blogUrl = `${site}/blog`;
  const lastBuild = items[0]?.publishedAt ?? new Date();
  const body = items
    .map((item) => {
      const link = `${site}/blog/${item.slug}`;
      // the numbered address never changes (a renamed post keeps it as a redirect), so feed
      // readers never take a renamed post for a new one
      const guid = `${site}/blog/${item.id}`;
      const categories = [item.category, ...item.tags.filter((t) => t !== item.category)]
        .filter(Boolean)
        .map((c) => `      <category>${xmlEscape(c)}</category>`)
        .join('\n');
      return [
        '    <item>',
        `      <title>${xmlEscape(item.title)}</title>`,
        `      <link>${xmlEscape(link)}</link>`,
        `      <guid isPermaLink="false">${xmlEscape(guid)}</guid>`,
        `      <pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
        `      <description>${xmlEscape(item.excerpt)}</description>`,
        item.author ? `      <dc:creator>${xmlEscape(item.author)}</dc:creator>` : '',
        categories,
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(channel.title)}</title>
    <link>${xmlEscape(blogUrl)}</link>
    <description>${xmlEscape(channel.description)}</description>
    <language>en-gb</language>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <atom:link href="${xmlEscape(feedUrl)}" rel="self" type="application/rss+xml"/>
${body}
  </channel>
</rss>
`;
}

/** The feed's name, used by the channel and by the <link rel="alternate"> on every page. */
export function feedTitle(settings: { ownerName: string; siteTitle: string }): string {
  return settings.ownerName
    ? `${settings.ownerName} — Design Insights & Stories`
    : `${settings.siteTitle} — Blog`;
}
