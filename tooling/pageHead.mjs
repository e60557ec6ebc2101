// The head of the HTML the shell's server sends: title, description, canonical and Open Graph tags
// per page (so link previews work without running JavaScript), HTTP 404 for paths no area knows,
// and robots.txt / sitemap.xml for the public pages. Reads the page heads the shell's build wrote
// from every area's src/app/routes.meta.ts (tooling/pageHeadsPlugin.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SITE_NAME = 'Mindset Platform';

const escapeHtml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `/modules/:moduleId` as a regular expression over a pathname (a trailing slash allowed). */
function patternOf(routePath) {
  const source = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source || '/'}/?$`);
}

/**
 * The page heads of one shell build. The site's public address comes from PUBLIC_SITE_URL when set
 * (behind a proxy or CDN), otherwise from the host the visitor used.
 */
export function loadPageHeads(distDir, { siteUrl = process.env.PUBLIC_SITE_URL } = {}) {
  let entries = [];
  try {
    entries = JSON.parse(readFileSync(path.join(distDir, 'page-heads.json'), 'utf8'));
  } catch {
    // A build without the file: pages keep the static head and status 200, as before.
    return null;
  }
  // Entries ending in `*` claim an area's remaining paths for mounting; they name no page.
  const routes = entries
    .filter((entry) => !entry.path.endsWith('*'))
    .map((entry) => ({ ...entry, pattern: patternOf(entry.path) }));
  const notFound = entries.find((entry) => entry.area === 'shell' && entry.path === '*') ?? {
    title: `Page Not Found · ${SITE_NAME}`,
    description: '',
  };

  const originOf = (host) => (siteUrl ? siteUrl.replace(/\/$/, '') : `http://${host ?? 'localhost'}`);

  /** The status and the head tags for a page request. */
  function headFor(pathname, host) {
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    const meta = route ?? notFound;
    const tags = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ];
    if (route?.public) {
      const url = `${originOf(host)}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
      tags.push(
        `<link rel="canonical" href="${escapeHtml(url)}">`,
        `<meta property="og:type" content="website">`,
        `<meta property="og:site_name" content="${SITE_NAME}">`,
        `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
        `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
        `<meta property="og:url" content="${escapeHtml(url)}">`,
        `<meta name="twitter:card" content="summary">`,
      );
    } else {
      // Members' areas and unknown paths: shown to visitors, kept out of search results.
      tags.push('<meta name="robots" content="noindex">');
    }
    return { status: route ? 200 : 404, tags: tags.join('') };
  }

  /** Replaces the static title and description of index.html with the page's own head. */
  function applyHead(html, pathname, host) {
    const { status, tags } = headFor(pathname, host);
    const body = html
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="description"[\s\S]*?>/, '')
      .replace('</head>', `${tags}</head>`);
    return { status, html: body };
  }

  /** Public pages without parameters: the pages a search engine should list. */
  const publicPaths = routes.filter((route) => route.public && !route.path.includes(':')).map((route) => route.path);
  const privatePrefixes = [
    ...new Set(routes.filter((route) => !route.public).map((route) => `/${route.path.split('/')[1] ?? ''}`)),
  ];

  function robotsTxt(host) {
    return [
      'User-agent: *',
      ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
      'Allow: /',
      '',
      `Sitemap: ${originOf(host)}/sitemap.xml`,
      '',
    ].join('\n');
  }

  function sitemapXml(host) {
    const origin = originOf(host);
    const urls = publicPaths.map((p) => `  <url><loc>${escapeHtml(`${origin}${p}`)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  return { headFor, applyHead, robotsTxt, sitemapXml };
}
