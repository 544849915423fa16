import { Funnel } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Text } from 'react-aria-components/Text';
import { Button, type ButtonProps } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { CheckboxGroup } from '../CheckboxGroup/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Menu, MenuItem, MenuTrigger, SubmenuTrigger } from '../Menu/index.ts';
import { Popover } from '../Popover/index.ts';
import { Radio, RadioGroup } from '../RadioGroup/index.ts';
import * as styles from './FilterMenu.css.ts';

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
}

function summarize(property: FilterProperty, value: FilterValue | undefined): string | undefined {
  if (property.kind === 'boolean') return typeof value === 'boolean' ? (value ? 'True' : 'False') : undefined;
  if (!Array.isArray(value) || value.length === 0) return undefined;
  if (value.length > 1) return `${value.length} selected`;
  return property.options.find((o) => o.value === value[0])?.label ?? value[0];
}

/**
 * The list filter menu (spec 2): a 'Filter' button opens the properties; each opens a panel (a submenu dialog:
 * Enter or ArrowRight opens it, Escape goes back) with checkboxes for a `select` property or a True/False radio
 * for a `boolean` one, and 'Apply filter', disabled until a choice is made.
 */
export function FilterMenu({
  label = 'Filter',
  properties,
  value,
  onApply,
  variant = 'secondary',
  isDisabled,
}: FilterMenuProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant={variant} isDisabled={isDisabled}>
        <Funnel size={16} aria-hidden="true" />
        {label}
      </Button>
      <Popover placement="bottom start">
        <Menu>
          {properties.map((property) => {
            const summary = summarize(property, value[property.id]);
            return (
              <SubmenuTrigger key={property.id}>
                <MenuItem id={property.id} textValue={property.label}>
                  <span className={styles.itemRow}>
                    <Text slot="label">{property.label}</Text>
                    {summary != null && (
                      <>
                        {/* Read as the item's description ('Calendar type, submenu, 2 selected'). */}
                        <Text slot="description" className={styles.srOnly}>
                          {summary}
                        </Text>
                        {/* Shown through CSS generated content, so the visible label stays exactly the accessible
                            name (label-in-name) and the value is not read twice. */}
                        <span aria-hidden="true" className={styles.summary} data-summary={summary} />
                      </>
                    )}
                  </span>
                </MenuItem>
                <Popover maxHeight={480}>
                  <Dialog aria-label={property.label}>
                    <FilterPanel
                      property={property}
                      initial={value[property.id]}
                      onApply={(applied) => {
                        onApply(property.id, applied);
                        setOpen(false);
                      }}
                    />
                  </Dialog>
                </Popover>
              </SubmenuTrigger>
            );
          })}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

interface FilterPanelProps {
  property: FilterProperty;
  initial: FilterValue | undefined;
  onApply: (value: FilterValue) => void;
}

function FilterPanel({ property, initial, onApply }: FilterPanelProps) {
  const [selected, setSelected] = useState<string[]>(Array.isArray(initial) ? initial : []);
  const [choice, setChoice] = useState<string | null>(typeof initial === 'boolean' ? String(initial) : null);
  const applied: FilterValue | null =
    property.kind === 'select' ? (selected.length > 0 ? selected : null) : choice === null ? null : choice === 'true';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (applied !== null) onApply(applied);
  };

  return (
    <form className={styles.panel} onSubmit={submit}>
      {property.kind === 'select' ? (
        <CheckboxGroup label={property.label} value={selected} onChange={setSelected}>
          {property.options.map((option) => (
            <Checkbox key={option.value} value={option.value}>
              {option.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : (
        <RadioGroup label={property.label} value={choice} onChange={setChoice}>
          <Radio value="true">True</Radio>
          <Radio value="false">False</Radio>
        </RadioGroup>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isDisabled={applied === null}>
          Apply filter
        </Button>
      </div>
    </form>
  );
}
