import { Funnel } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Button, type ButtonProps } from '../Button/index.ts';
import { preloadable } from '../hooks/preloadable.tsx';
import { MenuTriggerOnIntent } from '../Menu/MenuTriggerOnIntent.tsx';

// The menu, its submenus and panels load on intent: the list screen's cold load carries only the button.
const FilterMenuPopover = preloadable(() => import('./FilterMenuPopover.tsx'));

export interface FilterOption {
  value: string;
  label: string;
}

/** A filterable property: `select` offers multiple-choice checkboxes, `boolean` a True/False radio. */
export type FilterProperty =
  | { id: string; label: string; kind: 'select'; options: readonly FilterOption[] }
  | { id: string; label: string; kind: 'boolean' };

/** An applied filter: the chosen option values of a `select`, or the chosen boolean. */
export type FilterValue = string[] | boolean;

export interface FilterMenuProps {
  /** Text of the trigger button. @default 'Filter' */
  label?: string;
  properties: readonly FilterProperty[];
  /** Current filters by property id; each panel opens pre-filled from it. */
  value: Readonly<Record<string, FilterValue | undefined>>;
  /** Called when 'Apply filter' is pressed, then the whole menu closes. */
  onApply: (id: string, value: FilterValue) => void;
  /** Look of the trigger button. @default 'secondary' */
  variant?: ButtonProps['variant'];
  isDisabled?: boolean;
  /** The trigger button: where a list sends focus when its last filter chip is removed. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The list filter menu (spec 2): a 'Filter' button opens the properties; each opens a panel (a submenu dialog:
 * Enter or ArrowRight opens it, Escape goes back) with checkboxes for a `select` property or a True/False radio
 * for a `boolean` one, and 'Apply filter', disabled until a choice is made. The menu's code loads when the button
 * is hovered, focused or pressed.
 */
export function FilterMenu({
  label = 'Filter',
  properties,
  value,
  onApply,
  variant = 'secondary',
  isDisabled,
  ref,
}: FilterMenuProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <MenuTriggerOnIntent
      isOpen={isOpen}
      onOpenChange={setOpen}
      menu={(menuTrigger) => (
        <FilterMenuPopover
          menuTrigger={menuTrigger}
          properties={properties}
          value={value}
          onApply={(id, applied) => {
            onApply(id, applied);
            setOpen(false);
          }}
        />
      )}
    >
      <Button variant={variant} isDisabled={isDisabled} ref={ref}>
        <Funnel size={16} aria-hidden="true" />
        {label}
      </Button>
    </MenuTriggerOnIntent>
  );
}
