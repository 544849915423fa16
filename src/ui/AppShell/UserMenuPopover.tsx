import { Menu, MenuItem, MenuSection, Separator } from '../Menu/Menu.tsx';
import { MenuPopover } from '../Menu/MenuPopover.tsx';
import type { MenuTriggerLink } from '../Menu/MenuTriggerOnIntent.tsx';
import { colorSchemeLabels, colorSchemes, isColorScheme } from '../theme/colorScheme.ts';
import type { AppShellUserMenu } from './AppShell.tsx';

/** The open profile menu: the items, then the theme choice. Loaded on intent by the AppShell's profile button. */
export default function UserMenuPopover({
  menuTrigger,
  label,
  items,
  colorScheme,
}: AppShellUserMenu & { menuTrigger: MenuTriggerLink }) {
  return (
    <MenuPopover menuTrigger={menuTrigger} placement="bottom end">
      <Menu aria-label={`Account menu for ${label}`}>
        {items.map((item) => (
          <MenuItem key={item.id} id={item.id} href={item.href} onAction={item.onAction}>
            {item.label}
          </MenuItem>
        ))}
        {colorScheme && (
          <>
            <Separator />
            <MenuSection
              title="Theme"
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[colorScheme.value]}
              onSelectionChange={(keys) => {
                const [scheme] = keys === 'all' ? [] : [...keys];
                if (isColorScheme(scheme)) colorScheme.onChange(scheme);
              }}
            >
              {colorSchemes.map((scheme) => (
                <MenuItem key={scheme} id={scheme}>
                  {colorSchemeLabels[scheme]}
                </MenuItem>
              ))}
            </MenuSection>
          </>
        )}
      </Menu>
    </MenuPopover>
  );
}
