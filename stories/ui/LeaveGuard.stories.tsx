import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Inline,
  LeaveGuard,
  Link,
  Modal,
  RouterProvider,
  Stack,
  useAppForm,
} from '../../src/ui/index.ts';

const onFollow = fn();

/** A form with a link away from it, as a profile tab has: the link is what the guard stands in front of. */
function NoteForm() {
  const form = useAppForm({ defaultValues: { note: '' }, onSubmit: async () => {} });
  return (
    <form.AppForm>
      <form.Form aria-label="Note">
        <form.AppField name="note">{(field) => <field.TextField label="Note" />}</form.AppField>
        <Inline gap="sm">
          <form.SubmitButton>Save</form.SubmitButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}

const meta = {
  title: 'UI/LeaveGuard',
  component: LeaveGuard,
  beforeEach: () => onFollow.mockClear(),
  render: () => (
    // The router stands for a page's: a followed link calls it.
    <RouterProvider navigate={onFollow}>
      <Stack gap="lg">
        <LeaveGuard />
        <Link href="/app/accounts">Back to accounts</Link>
        <NoteForm />
        <DialogTrigger>
          <Button>Add a note</Button>
          <Modal size="sm">
            <Dialog>
              <Stack gap="md">
                <Heading slot="title" level={2} size="md">
                  Add a note
                </Heading>
                <NoteForm />
                <Inline justify="end">
                  <Button slot="close">Cancel</Button>
                </Inline>
              </Stack>
            </Dialog>
          </Modal>
        </DialogTrigger>
      </Stack>
    </RouterProvider>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Mounted once per page (the console root does it): nothing typed is lost without asking. A link followed while an AppForm ' +
          'holds unsaved changes asks ‘Discard changes?’ first (Keep editing, where focus starts, or Discard changes, which resets the form ' +
          'and follows the link); a Modal holding a dirty form asks before Escape, Cancel or a click outside closes it; closing or reloading ' +
          'the page gets the browser’s own question. `askToLeave(scope)` asks the same before any other way of leaving (an inline Cancel is ' +
          '`form.CancelButton`), and `Modal`’s `hasUnsavedChanges` covers a choice made outside a form.',
      },
    },
  },
} satisfies Meta<typeof LeaveGuard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched, the link is followed at once. */
export const Clean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to accounts' }));
    await waitFor(() => expect(onFollow).toHaveBeenCalledTimes(1));
  },
};

/** Typed, then the link (by keyboard): the question, focus on Keep editing; keeping leaves the text and the link unfollowed. */
export const AsksBeforeALink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Call back at 3');
    // The keyboard's way back to the link: Shift+Tab, Enter.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const question = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    expect(onFollow).not.toHaveBeenCalled();
  },
};

/** Discard changes (all by keyboard): the form is back to its saved values and the link is followed. */
export const DiscardFollowsTheLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Call back at 3');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const discard = await body.findByRole('button', { name: 'Discard changes' });
    await waitFor(() => expect(body.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.tab();
    expect(discard).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onFollow).toHaveBeenCalledTimes(1));
    expect(note).toHaveValue('');
  },
};

/** A dialog holding typed text: Escape asks, Keep editing puts focus back in the field. */
export const AsksBeforeADialogCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a note' }));
    const dialog = await body.findByRole('dialog', { name: 'Add a note' });
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Left a voicemail');
    await userEvent.keyboard('{Escape}');
    const question = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(question).not.toBeInTheDocument());
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveValue('Left a voicemail');
  },
};
