import { Search, X } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import {
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components/SearchField';
import { Description, FieldError, Label, type FieldParts } from '../Field/Field.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import { mergeClassName } from '../theme/classNames.ts';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'>, FieldParts {
  placeholder?: string;
}

/**
 * A search box with a search icon and a 'Clear search' button (Escape also clears). Without a visible `label`,
 * its placeholder is its name: what a voice-control user reads on screen is what they can say (WCAG 2.5.3).
 * Debounce in the caller (onChange fires on every key).
 */
export function SearchField({ label, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <RACSearchField
      aria-label={label == null ? placeholder : undefined}
      {...props}
      className={mergeClassName(fieldStyles.field, className)}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.control}>
        <Search className={styles.searchIcon} size={16} aria-hidden="true" focusable="false" />
        <Input className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
        <Button className={styles.clearButton} aria-label="Clear search">
          <X size={16} aria-hidden="true" focusable="false" />
        </Button>
      </div>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
