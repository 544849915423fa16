import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner, bannerTones, Button, Stack } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { tone: 'error', children: 'An error occurred while loading legal entities.' },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
  parameters: {
    docs: {
      description: {
        component:
          'An inline message about a region or the page. `tone` error | info | success | warning; optional `title` and `action` (e.g. a Retry button). ' +
          'Error banners are role alert (announced at once), the others role status. Render it when the state occurs, ' +
          'not hidden beforehand, so it is announced. For transient confirmations use `notify` (toasts).',
      },
    },
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error occurred while loading legal entities.',
    );
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Please wait until phone is assigned to campaign' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Please wait until phone is assigned to campaign',
    );
  },
};

export const Success: Story = { args: { tone: 'success', children: 'Your password has been reset.' } };
export const Warning: Story = {
  args: { tone: 'warning', title: 'Additional cost', children: 'Creating a TCR brand is billed.' },
};

export const WithTitleAndAction: Story = {
  args: {
    tone: 'error',
    title: 'We encounter an error in the call rescue monitor...',
    children: 'Please report to engineering team',
    action: (
      <Button size="sm" onPress={fn()}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
  },
};

export const AllTones: Story = {
  render: (args) => (
    <Stack gap="md">
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={tone[0]!.toUpperCase() + tone.slice(1)}>
          Message in the {tone} tone.
        </Banner>
      ))}
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    title: 'A2P registration failed',
    children:
      'The messaging provider rejected the brand: the EIN does not match the legal name on file. Correct the legal entity and submit again. Reference: BN0123456789abcdef0123456789abcdef',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { render: AllTones.render, globals: { theme: 'dark' } };
