import type { AssignmentKind } from '../../../api/tcrPhones.ts';
import { Menu, MenuItem, MenuPopover, type MenuTriggerLink } from '../../../ui/index.ts';

/**
 * The open Actions menu (spec 2 Phones); loaded on intent by the Actions button. Pointing at or focusing an item is
 * intent to open its dialog (`onIntent`).
 */
export default function PhoneActionsMenu({
  menuTrigger,
  onAssign,
  onIntent,
}: {
  menuTrigger: MenuTriggerLink;
  onAssign: (kind: AssignmentKind) => void;
  onIntent?: (kind: AssignmentKind) => void;
}) {
  return (
    <MenuPopover menuTrigger={menuTrigger} placement="bottom start">
      <Menu aria-label="Actions" onAction={(key) => onAssign(key as AssignmentKind)}>
        {(['campaign', 'account'] as const).map((kind) => (
          <MenuItem key={kind} id={kind} onHoverStart={() => onIntent?.(kind)} onFocus={() => onIntent?.(kind)}>
            {kind === 'campaign' ? 'Assign campaign' : 'Assign account'}
          </MenuItem>
        ))}
      </Menu>
    </MenuPopover>
  );
}
