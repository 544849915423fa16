// The design system's one door: only `export ... from` statements. Append new widgets at the end.
export { vars } from './theme/theme.css.ts';
export * as tokens from './theme/tokens.ts';
export { Box, boxElements, sprinkles, type BoxElement, type BoxProps, type Sprinkles } from './Box/index.ts';
export { Stack, stackAligns, type StackAlign, type StackProps } from './Stack/index.ts';
export {
  Inline,
  inlineAligns,
  inlineJustifies,
  type InlineAlign,
  type InlineJustify,
  type InlineProps,
} from './Inline/index.ts';
export { Card, cardElements, cardPaddings, type CardPadding, type CardProps } from './Card/index.ts';
export {
  Heading,
  headingLevels,
  headingSizes,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from './Heading/index.ts';
export {
  Text,
  textElements,
  textSizes,
  textTones,
  textWeights,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text/index.ts';
export {
  Button,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button/index.ts';
export { Link, linkVariants, type LinkProps, type LinkVariant } from './Link/index.ts';
export { Spinner, SpinnerGlyph, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner/index.ts';
export { Form, formGaps, type FormGap, type FormProps } from './Form/index.ts';
export {
  Description,
  FieldError,
  Label,
  type DescriptionProps,
  type ErrorMessage,
  type FieldErrorProps,
  type FieldParts,
  type LabelProps,
} from './Field/index.ts';
export { TextField, textFieldTypes, type TextFieldProps, type TextFieldType } from './TextField/index.ts';
export { SearchField, type SearchFieldProps } from './SearchField/index.ts';
export { Checkbox, type CheckboxProps } from './Checkbox/index.ts';
export {
  CheckboxGroup,
  groupOrientations,
  type CheckboxGroupProps,
  type GroupOrientation,
} from './CheckboxGroup/index.ts';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup/index.ts';
export { Banner, bannerTones, type BannerProps, type BannerTone } from './Banner/index.ts';
export { Skeleton, skeletonVariants, type SkeletonProps, type SkeletonVariant } from './Skeleton/index.ts';
export { EmptyState, type EmptyStateProps } from './EmptyState/index.ts';
export { Toaster, TOAST_DURATION_MS, notify, type NotifyOptions, type ToasterProps } from './Toast/index.ts';
export {
  Avatar,
  avatarSizes,
  initialsFor,
  type AvatarProps,
  type AvatarSize,
  type PersonName,
} from './Avatar/index.ts';
export { Pagination, paginationWindow, type PaginationItem, type PaginationProps } from './Pagination/index.ts';
export { Popover, POPOVER_MAX_HEIGHT, type PopoverProps } from './Popover/index.ts';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Separator,
  SubmenuTrigger,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
  type SeparatorProps,
  type SubmenuTriggerProps,
} from './Menu/index.ts';
export {
  Dialog,
  DialogTrigger,
  Modal,
  type DialogProps,
  type DialogTriggerProps,
  type ModalProps,
  type ModalSize,
} from './Dialog/index.ts';
export { TagGroup, type TagGroupProps, type TagItem } from './TagGroup/index.ts';
export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  tableCellAligns,
  type CellAlign,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from './Table/index.ts';
export {
  FilterMenu,
  type FilterMenuProps,
  type FilterOption,
  type FilterProperty,
  type FilterValue,
} from './FilterMenu/index.ts';
export {
  AppShell,
  TopNav,
  type AppShellBrand,
  type AppShellNavItem,
  type AppShellProps,
  type AppShellUserMenu,
  type AppShellUserMenuItem,
  type TopNavProps,
} from './AppShell/index.ts';
export { useDebouncedCallback, type DebouncedCallback } from './hooks/index.ts';
export {
  DataTable,
  dataTableLayouts,
  type DataTableColumn,
  type DataTableLayout,
  type DataTableProps,
} from './DataTable/index.ts';
