/** What a post card on /blog shows. */
export type PostSummary = {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  imageAlt: string;
  readTime: string;
  featured: boolean;
  /** ISO timestamp of publication */
  publishedAt: string;
};

/** A whole article. */
export type Post = PostSummary & {
  content: string;
  author: string;
  updatedAt: string;
};
