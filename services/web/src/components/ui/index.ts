export {
  Alert,
  AnchorButton,
  Button,
  Card,
  LinkButton,
  Skeleton,
  StatusBadge,
  Stack,
} from './primitives.tsx';
export { DataTable, TableScroll } from './table.tsx';
export { ErrorMessage } from './ErrorMessage.tsx';
