import type { AssignmentKind } from '../../../api/tcrPhones.ts';
import { Menu, MenuItem, MenuPopover, type MenuTriggerLink } from '../../../ui/index.ts';

/** The open Actions menu (spec 2 Phones); loaded on intent by the Actions button. */
export default function PhoneActionsMenu({
  menuTrigger,
  onAssign,
}: {
  menuTrigger: MenuTriggerLink;
  onAssign: (kind: AssignmentKind) => void;
}) {
  return (
    <MenuPopover menuTrigger={menuTrigger} placement="bottom start">
      <Menu aria-label="Actions" onAction={(key) => onAssign(key as AssignmentKind)}>
        <MenuItem id="campaign">Assign campaign</MenuItem>
        <MenuItem id="account">Assign account</MenuItem>
      </Menu>
    </MenuPopover>
  );
}
