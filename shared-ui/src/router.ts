// React Router reaches every area through shared-ui: one instance per page, tree-shaken to the APIs
// listed here. At build time `import … from 'react-router'` anywhere else resolves to these exports
// (@mindset/federation-config); add a name here when an area needs another one.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_createBrowserHistory,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { Location, NavigationType, RouteObject } from 'react-router';
