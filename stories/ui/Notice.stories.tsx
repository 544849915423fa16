import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Inline, Notice, noticeTones, Stack, TextField } from '../../src/ui/index.ts';

const reminder = '**Friendly reminder to save changes.';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  args: { tone: 'info', announce: true, children: reminder },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
  parameters: {
    docs: {
      description: {
        component:
          'A low-key line of small text led by an icon (`tone` info | warning colors the icon only), next to what it is about: a reminder, a hint, a caveat. ' +
          'No box and no interruption; for a message about a whole region or an error use Banner. ' +
          'It is a polite live region (role status) so it is announced when it appears; set `announce={false}` for a note that is there from the start.',
      },
    },
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account overview's reminder, shown while the form is dirty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(reminder);
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Creating a TCR brand carries an extra cost.' },
};

/** `announce={false}`: a static note, plain text for assistive technology. */
export const Static: Story = {
  args: { announce: false, children: 'requests_time_in_advance_minutes is stored in minutes and edited in days.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="sm">
      {noticeTones.map((tone) => (
        <Notice key={tone} {...args} tone={tone}>
          {tone === 'info' ? reminder : 'Creating a TCR brand carries an extra cost.'}
        </Notice>
      ))}
    </Stack>
  ),
};

/** Wraps under its icon in a narrow column. */
export const LongText: Story = {
  args: {
    children:
      'Clearing the parent account, legal entity, campaign detail or Salesforce link marks the form dirty; the value is saved as empty only when you save changes.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};

function DirtyForm() {
  const [isDirty, setDirty] = useState(false);
  return (
    <Stack gap="md" style={{ maxWidth: 360 }}>
      <TextField label="Name" defaultValue="Acme Dental" onChange={() => setDirty(true)} />
      <Inline gap="md">
        <Button variant="primary" isDisabled={!isDirty} onPress={() => setDirty(false)}>
          Save changes
        </Button>
        {isDirty && <Notice>{reminder}</Notice>}
      </Inline>
    </Stack>
  );
}

/** In context: the reminder appears (and is announced) once a field changes, and goes after saving. */
export const InForm: Story = {
  render: () => <DirtyForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{End}, DDS');
    await expect(canvas.getByRole('status')).toHaveTextContent(reminder);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).toBeNull();
    // Leaves the form dirty again for the picture.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{End} PC');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
