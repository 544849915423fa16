import { Pencil, UserCheck, UserPlus, UserX } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useUpdateUser } from '../../../../api/users.ts';
import type { AccountDetail } from '../../../../shared/accounts.ts';
import { personName } from '../../../../shared/personName.ts';
import { userTexts } from '../../../../shared/userTexts.ts';
import {
  AlertDialog,
  Avatar,
  Badge,
  Button,
  Card,
  Dialog,
  DialogTrigger,
  EmptyState,
  IconButton,
  Inline,
  Modal,
  Stack,
  Text,
  useFocusTarget,
} from '../../../../ui/index.ts';
import { CreateUserForm, EditUserForm } from '../users/UserForms.tsx';

type AccountUser = AccountDetail['user_set'][number];

/**
 * Users (spec 2): the account's users, each in view or edit mode, and Create user. When an edit form closes (Save,
 * or Cancel) focus goes back to that user's Edit button, where the person left the list.
 */
export default function UsersTab({ account }: { account: AccountDetail }) {
  const [editing, setEditing] = useState<number | null>(null);
  /** The user whose edit form closed last: their Edit button takes focus back. */
  const [edited, setEdited] = useState<number | null>(null);
  const [editButtonRef, focusEditButton] = useFocusTarget<HTMLButtonElement>();
  return (
    <Stack gap="lg">
      <Inline>
        <DialogTrigger>
          <Button variant="primary">
            <UserPlus size={16} aria-hidden="true" />
            Create user
          </Button>
          <Modal size="lg">
            <Dialog>{({ close }) => <CreateUserForm accountId={account.id} onDone={close} />}</Dialog>
          </Modal>
        </DialogTrigger>
      </Inline>
      {account.user_set.length === 0 ? (
        <EmptyState title="This account has no users yet" description="Create one to let the practice sign in." />
      ) : (
        <Stack as="ul" gap="sm" aria-label="Users">
          {account.user_set.map((user) => (
            <Card as="li" key={user.id} padding="md">
              {editing === user.id ? (
                <EditUserForm
                  accountId={account.id}
                  user={user}
                  onDone={() => {
                    setEditing(null);
                    setEdited(user.id);
                    focusEditButton();
                  }}
                />
              ) : (
                <UserRow
                  accountId={account.id}
                  user={user}
                  editRef={edited === user.id ? editButtonRef : undefined}
                  onEdit={() => {
                    setEdited(null);
                    setEditing(user.id);
                  }}
                />
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A user in view mode: initials, name (greyed when inactive), the Admin marker, email, username and actions;
 * Deactivate asks first.
 */
function UserRow({
  accountId,
  user,
  onEdit,
  editRef,
}: {
  accountId: number;
  user: AccountUser;
  onEdit: () => void;
  editRef?: Ref<HTMLButtonElement>;
}) {
  const name = personName(user);
  const toggle = useUpdateUser(accountId, user.id, {
    success: userTexts.stateSaved,
    error: userTexts.stateFailed,
  });
  return (
    <Inline gap="md" justify="between" wrap>
      <Inline gap="md" wrap={false}>
        <Avatar person={user} isMuted={!user.is_active} />
        <Stack gap="xxs">
          <Inline gap="sm">
            <Text weight="semibold" tone={user.is_active ? undefined : 'muted'}>
              {name}
            </Text>
            {user.is_account_manager && <Badge tone="accent">Admin</Badge>}
            {!user.is_active && <Badge tone="neutral">Inactive</Badge>}
          </Inline>
          <Text tone="muted" size="sm">
            {user.email} · {user.username}
          </Text>
        </Stack>
      </Inline>
      <Inline gap="xs">
        <IconButton aria-label={`Edit ${name}`} onPress={onEdit} ref={editRef}>
          <Pencil size={16} aria-hidden="true" />
        </IconButton>
        {user.is_active ? (
          // Deactivating ends the user's sessions at once: asked first (activating again is one click).
          <DialogTrigger>
            <IconButton aria-label={`Deactivate ${name}`} isPending={toggle.isPending}>
              <UserX size={16} aria-hidden="true" />
            </IconButton>
            <AlertDialog
              title={`Deactivate ${name}?`}
              confirmLabel="Deactivate"
              variant="destructive"
              onConfirm={() => toggle.mutate({ is_active: false })}
            >
              {`${name} can no longer sign in, and their sessions end now. You can activate them again at any time.`}
            </AlertDialog>
          </DialogTrigger>
        ) : (
          <IconButton
            aria-label={`Activate ${name}`}
            isPending={toggle.isPending}
            onPress={() => toggle.mutate({ is_active: true })}
          >
            <UserCheck size={16} aria-hidden="true" />
          </IconButton>
        )}
      </Inline>
    </Inline>
  );
}
