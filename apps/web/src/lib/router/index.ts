export { Link, NavLink } from './link';
export { Navigate } from './navigate';
export {
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type AppLocation,
  type NavigateFunction,
  type NavigateOptions,
  type SetSearchParams,
  type To,
} from './navigation';
