import { defineRemoteConfig } from '@mindset/federation-config';
import { routesMeta } from './src/app/routes.meta';

export default defineRemoteConfig({
  name: 'contests',
  port: 5003,
  routes: routesMeta,
  // Its public pages (decisions 0095 and 0165): read nothing of the visitor, the query or the clock while
  // rendering but through a store's hook with a server snapshot; a button only the script can serve
  // is disabled until the page has hydrated. /survey is the survey of contest 1 with no query; an
  // address with one (/survey?id=2, /ebook?checkout=cancelled, /ebook/download?session_id=…) is drawn
  // in the browser.
  prerender: ['/events', '/survey', '/ebook', '/ebook/download'],
});
