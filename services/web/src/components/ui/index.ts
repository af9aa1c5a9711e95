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
export { DataTable, TABLE_ROW_HEIGHT, TableScroll } from './table.tsx';
export { ErrorMessage } from './ErrorMessage.tsx';
