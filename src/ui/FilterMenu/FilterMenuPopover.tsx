import { useState, type FormEvent } from 'react';
import { Text } from 'react-aria-components/Text';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { CheckboxGroup } from '../CheckboxGroup/index.ts';
import { InteractiveDialog as Dialog } from '../Dialog/InteractiveDialog.tsx';
import { Menu, MenuItem, SubmenuTrigger } from '../Menu/Menu.tsx';
import { MenuPopover } from '../Menu/MenuPopover.tsx';
import type { MenuTriggerLink } from '../Menu/MenuTriggerOnIntent.tsx';
import { Popover } from '../Popover/index.ts';
import { Radio, RadioGroup } from '../RadioGroup/index.ts';
import type { FilterProperty, FilterValue } from './FilterMenu.tsx';
import * as styles from './FilterMenu.css.ts';

function summarize(property: FilterProperty, value: FilterValue | undefined): string | undefined {
  if (property.kind === 'boolean') return typeof value === 'boolean' ? (value ? 'True' : 'False') : undefined;
  if (!Array.isArray(value) || value.length === 0) return undefined;
  if (value.length > 1) return `${value.length} selected`;
  return property.options.find((o) => o.value === value[0])?.label ?? value[0];
}

interface FilterMenuPopoverProps {
  menuTrigger: MenuTriggerLink;
  properties: readonly FilterProperty[];
  value: Readonly<Record<string, FilterValue | undefined>>;
  /** A panel's 'Apply filter'; the trigger closes the menu. */
  onApply: (id: string, value: FilterValue) => void;
}

/** The open FilterMenu: a property per item, each opening its panel. Loaded on intent by `FilterMenu`. */
export default function FilterMenuPopover({ menuTrigger, properties, value, onApply }: FilterMenuPopoverProps) {
  return (
    <MenuPopover menuTrigger={menuTrigger} placement="bottom start">
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
                    onApply={(applied) => onApply(property.id, applied)}
                  />
                </Dialog>
              </Popover>
            </SubmenuTrigger>
          );
        })}
      </Menu>
    </MenuPopover>
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
