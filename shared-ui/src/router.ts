// React Router reaches every area through shared-ui: one instance per page, tree-shaken to the APIs
// listed here. At build time `import … from 'react-router'` anywhere else resolves to these exports
// (@mindset/federation-config); add a name here when an area needs another one.
export {
  BrowserRouter,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  RouterProvider,
  ScrollRestoration,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
