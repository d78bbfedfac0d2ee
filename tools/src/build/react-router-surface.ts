/**
 * What the shell provides to every bundle as `react-router` (a Module Federation singleton: the
 * shell's copy is the one every remote uses). Sharing the package itself ships all of it
 * (200 KB raw, 53 KB brotli), because a shared module cannot be tree-shaken: the build cannot
 * know which exports another bundle will ask for. Re-exporting only the names the store uses
 * lets the shell's build tree-shake the rest (about 26 KB brotli saved on every first load).
 *
 * A name a bundle uses must be listed here, or it is `undefined` at run time in the browser:
 * `react-router-surface.test.ts` scans every bundle's sources and fails on a missing one.
 * `react-router-full` is an alias of `react-router` (set in the shell's build), so this file's
 * own import is not itself matched as the shared `react-router`.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  createPath,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-full';
