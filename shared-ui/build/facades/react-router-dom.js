// What the apps import as 'react-router-dom' (webpack.cjs aliases the name here, and federation shares this
// module as 'react-router-dom'). A shared module keeps every export it has, so this one has only the names
// the apps import: react-router's data routers, server and RSC code and the unused hooks stay out of the
// shell's first load. Add a name here when an app needs it.
// infra/local/src/bench/facades.test.ts fails when an app imports a name missing here.
export {
  BrowserRouter,
  createRoutesFromElements,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
