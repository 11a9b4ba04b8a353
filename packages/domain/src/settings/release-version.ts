import { z } from 'zod';

/** The fields of GitHub's "latest release" answer the update check shows (SET-078). */
const releaseDocument = z.object({
  tag_name: z.string().trim().min(1).max(100),
  name: z.string().max(200).nullish(),
  html_url: z.string().max(2048).nullish(),
  published_at: z.string().max(64).nullish(),
});

export type LatestRelease = { version: string; name: string; url: string; publishedAt: string };

/** Reads a release document (parsed JSON), or undefined when it has no tag name. */
export function readLatestRelease(document: unknown): LatestRelease | undefined {
  const parsed = releaseDocument.safeParse(document);
  if (!parsed.success) return undefined;
  const { tag_name, name, html_url, published_at } = parsed.data;
  const url = typeof html_url === 'string' && /^https:\/\//i.test(html_url) ? html_url : '';
  return { version: tag_name, name: name ?? tag_name, url, publishedAt: published_at ?? '' };
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/i;

/**
 * Compares two vX.Y.Z versions by their numbers: negative when `a` is older, 0 when equal,
 * positive when newer; undefined when either is not of that form (a build name, "dev").
 */
export function compareVersions(a: string, b: string): number | undefined {
  const left = VERSION.exec(a.trim());
  const right = VERSION.exec(b.trim());
  if (left === null || right === null) return undefined;
  for (let index = 1; index <= 3; index += 1) {
    const difference = Number(left[index]) - Number(right[index]);
    if (difference !== 0) return difference;
  }
  return 0;
}
