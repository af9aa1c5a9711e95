// The shared components every page is built from, on the theme's tokens. The
// page's states (loading skeletons, empty, error) are the page scaffold's (components/page-scaffold).
export {
  Alert,
  AnchorButton,
  Button,
  type ButtonVariant,
  Card,
  LinkButton,
  Skeleton,
  StatusBadge,
  Stack,
} from './primitives.tsx';
export { BareList, Columns, FullRow, Spread } from './layout.tsx';
export { DataTable, TABLE_ROW_HEIGHT, TableScroll } from './table.tsx';
export { ErrorMessage } from './ErrorMessage.tsx';
export { ErrorSummary, type SummaryItem } from './ErrorSummary.tsx';
export { PageHeader, type BreadcrumbItem, type PageHeaderProps } from './PageHeader.tsx';
export { KeyFigure } from './KeyFigure.tsx';
export { Name, nameSlot, NamedText, RegistryLine, type NameProps } from './Name.tsx';
export { FactCard, FactList, type Fact, type FactListProps } from './FactCard.tsx';
export { TermList } from './TermList.tsx';
export { FactGrid } from './FactGrid.tsx';
export { ContactCard, type ContactLine } from './ContactCard.tsx';
export { controlLook, Field, Input, useFieldControl, type FieldProps } from './Field.tsx';
export { Select } from './Select.tsx';
export { Tabs, type TabItem, type TabsProps } from './Tabs.tsx';
export {
  ResponsiveTable,
  type ResponsiveTableProps,
  type SortDirection,
  type TableColumn,
  type TableSortChoice,
} from './ResponsiveTable.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { clearToasts, dismissToast, showToast, Toaster, TOAST_DURATION_MS } from './Toast.tsx';
export { ConfirmDialog, Modal, type ConfirmDialogProps, type ModalProps } from './Modal.tsx';
export { DownloadButton, type DownloadTexts } from './DownloadButton.tsx';
export { mediaCondition, useMediaQuery } from './useMediaQuery.ts';
