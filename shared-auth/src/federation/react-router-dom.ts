// What the apps share under the key `react-router-dom` (shared-singletons.js): the router's names they use, and only
// those. A shared module is not tree-shaken, so shared as the package it was all of react-router (data routers,
// server rendering, RSC, cookies, sessions): 188 KB in the framework chunk of every page. This module is shared
// instead and itself imports react-router, which webpack then tree-shakes to these names. One instance for the shell
// and every remote, as before: the apps still import 'react-router-dom', which the federation resolves to this module.
// A name missing below would be undefined at run time, with the real package's types: the lint (eslint.config.mjs,
// sharedRouter) allows from 'react-router-dom' only the names listed here. Add a name here when an app needs it.
export {
  BrowserRouter,
  Link,
  // Unit tests render pages in it.
  MemoryRouter,
  // The dev host's menu (shared-auth/src/dev-host).
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
