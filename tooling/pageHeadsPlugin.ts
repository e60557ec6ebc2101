import type { Plugin } from 'vite';

export interface PageHeadEntry {
  path: string;
  title: string;
  description: string;
}

/** The file the shell's server reads its page heads from (tooling/pageHead.mjs). */
export const PAGE_HEADS_FILE = 'page-heads.json';

/**
 * Writes every area's route metadata (each remote's and the shell's `src/app/routes.meta.ts`) into
 * the shell's build, so the server can put a page's title, description, Open Graph and canonical
 * tags into the HTML it sends, answer 404 for paths no area knows, and list public pages in the
 * sitemap. `public` marks the areas search engines and link previews are for.
 */
export function pageHeads(
  areas: readonly { area: string; public: boolean; routes: readonly PageHeadEntry[] }[],
): Plugin {
  return {
    name: 'mindset:page-heads',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAGE_HEADS_FILE,
        source: JSON.stringify(
          areas.flatMap(({ area, public: isPublic, routes }) =>
            routes.map(({ path, title, description }) => ({ area, public: isPublic, path, title, description })),
          ),
        ),
      });
    },
  };
}
