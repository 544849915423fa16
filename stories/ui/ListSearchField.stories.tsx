import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ListSearchField, Stack, Text } from '../../src/ui/index.ts';

/** A list's search as a screen keeps it: the committed text lives in the list state, here in React state. */
function ListWithSearch({ onCommit, debounceMs }: { onCommit: (text: string) => void; debounceMs: number }) {
  const [search, setSearch] = useState('');
  return (
    <Stack gap="md" maxWidth="md">
      <ListSearchField
        placeholder="Search by name, email or phone"
        value={search}
        debounceMs={debounceMs}
        onCommit={(text) => {
          onCommit(text);
          setSearch(text.trim());
        }}
      />
      <Text>Showing: {search === '' ? 'everything' : `“${search}”`}</Text>
      {/* What back/forward does: the list's search changes from elsewhere. */}
      <Button onPress={() => setSearch('clínica')}>Go back to “clínica”</Button>
    </Stack>
  );
}

const meta = {
  title: 'UI/ListSearchField',
  component: ListWithSearch,
  args: { onCommit: fn(), debounceMs: 300 },
  parameters: {
    docs: {
      description: {
        component:
          'The search box of a list: commits the text after a pause (`debounceMs`; the console uses 1 s), at once ' +
          'on Enter, and empties the search at once on Clear or Escape. It follows the list when its search ' +
          'changes from elsewhere (back/forward).',
      },
    },
  },
} satisfies Meta<typeof ListWithSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const CommitsAfterAPause: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name, email or phone' }), 'dental');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onCommit).toHaveBeenCalledTimes(1));
    await expect(args.onCommit).toHaveBeenCalledWith('dental');
    await expect(canvas.getByText('Showing: “dental”')).toBeVisible();
  },
};

export const EnterCommitsAtOnce: Story = {
  args: { debounceMs: 60_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name, email or phone' }), 'pediatría{Enter}');
    await expect(args.onCommit).toHaveBeenCalledWith('pediatría');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCommit).toHaveBeenLastCalledWith('');
    await expect(canvas.getByText('Showing: everything')).toBeVisible();
  },
};

export const FollowsTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go back to “clínica”' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search by name, email or phone' })).toHaveValue('clínica');
  },
};
