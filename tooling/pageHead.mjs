// The head of the HTML the shell's server sends: title, description, canonical and Open Graph tags
// per page (so link previews work without running JavaScript), HTTP 404 for paths no area knows,
// and robots.txt / sitemap.xml for the public pages. The heads are the routes each live release declares
// (every remote's src/app/routes.meta.ts, written into its release manifest).

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

/** Areas whose pages search engines may list; the community and collab are members' areas. */
const PUBLIC_AREAS = new Set(['marketing', 'learning', 'contests']);

const NOT_FOUND = {
  title: `Page Not Found · ${SITE_NAME}`,
  description: "The page you're looking for doesn't exist or has been moved.",
};

/**
 * Page heads for a runtime manifest's releases, built once per set of live releases. The site's public
 * address is configuration (PUBLIC_SITE_URL), never the host a request names.
 */
export function pageHeadsFromReleases({ siteUrl }) {
  let builtFor = '';
  let heads = null;
  return (manifest) => {
    const releases = Object.entries(manifest.releases ?? {});
    const key = releases.map(([remote, release]) => `${remote}:${release.releaseId}`).join(',');
    if (!heads || key !== builtFor) {
      const entries = releases.flatMap(([remote, release]) =>
        release.routes.map((route) => ({ ...route, public: PUBLIC_AREAS.has(remote) })),
      );
      heads = pageHeads(entries, siteUrl);
      builtFor = key;
    }
    return heads;
  };
}

function pageHeads(entries, siteUrl) {
  // Entries ending in `*` claim an area's remaining paths for mounting; they name no page.
  const routes = entries
    .filter((entry) => !entry.path.endsWith('*'))
    .map((entry) => ({ ...entry, pattern: patternOf(entry.path) }));
  const notFound = NOT_FOUND;
  const origin = siteUrl.replace(/\/$/, '');

  /** The status and the head tags for a page request. */
  function headFor(pathname) {
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    const meta = route ?? notFound;
    const tags = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ];
    if (route?.public) {
      const url = `${origin}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
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
  function applyHead(html, pathname) {
    const { status, tags } = headFor(pathname);
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

  function robotsTxt() {
    return [
      'User-agent: *',
      ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
      'Allow: /',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  function sitemapXml() {
    const urls = publicPaths.map((p) => `  <url><loc>${escapeHtml(`${origin}${p}`)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  return { headFor, applyHead, robotsTxt, sitemapXml };
}
