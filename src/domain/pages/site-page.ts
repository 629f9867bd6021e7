import { z } from 'zod';

/** An internal link: a path on this site, ending in / like every route. */
const sitePath = z
  .string()
  .regex(/^\/([a-z0-9-]+\/)*(\?[^#]*)?$/, 'a path on this site ending in /');
const words = z.string().trim().min(1);

/**
 * What a brand content page holds (content/site-pages/pages.ts). Every page needs a title and a
 * description for search results (issue 10 "Content"); the description is kept to the length
 * search engines show.
 */
export const sitePageSchema = z.strictObject({
  title: words.max(70),
  description: words.max(160),
  heading: words,
  intro: words,
  sections: z
    .array(
      z.strictObject({
        heading: words,
        paragraphs: z.array(words).min(1),
        list: z.array(words).optional(),
      }),
    )
    .min(1),
  /** Questions and answers, shown as an expand/collapse set (one open at a time). */
  questions: z.array(z.strictObject({ question: words, answer: words })).optional(),
  cta: z.strictObject({ label: words, to: sitePath }).optional(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** A news item of content/news.ts. */
export const newsItemSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  date: z.iso.date(),
  title: words.max(120),
  summary: words,
});
export type NewsItem = z.infer<typeof newsItemSchema>;
