import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: {
    placeholder: 'Search by name, email or phone',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A search box (RAC SearchField) with a search icon and a 'Clear search' button, shown only when there is text. " +
          'Escape clears; Enter calls `onSubmit`. Without a visible `label` its placeholder is its accessible name, so ' +
          'what a voice-control user reads is what they can say. ' +
          '`onChange` fires on every key: debounce in the caller (the accounts list waits 1 s).',
      },
    },
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search by name, email or phone' });
    // Nothing to clear yet: no clear button.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('dental');
    await expect(input).toHaveValue('dental');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('dental');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(input).toHaveFocus();
  },
};

export const WithVisibleLabel: Story = {
  args: {
    label: 'Search',
    placeholder: 'Search by name or phone',
    description: 'Matches name or phone number.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
      'Matches name or phone number.',
    );
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Clínica' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search by name, email or phone' });
    // The clear button is reachable by pointer; keyboard users clear with Escape.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'dental' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('searchbox', { name: 'Search by name, email or phone' }),
    ).toBeDisabled();
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
};
