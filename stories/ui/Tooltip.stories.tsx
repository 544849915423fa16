import { Info, RefreshCw } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Inline, Tooltip, TooltipTrigger } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { placement: 'top', showArrow: true, children: 'Reload the call rescue monitor' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
    showArrow: { control: 'boolean' },
  },
  render: (args) => (
    <div style={{ paddingTop: 48 }}>
      <TooltipTrigger>
        <Button iconOnly aria-label="Refresh">
          <RefreshCw size={16} aria-hidden="true" />
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '`TooltipTrigger` wraps a focusable trigger (`Button`, `Link`, or an element in RAC `Focusable`) and a `Tooltip`: a short text hint in an inverted bubble with an arrow. ' +
          'It shows after 500ms of hover and at once on keyboard focus; Escape, blur or a press hide it. The pointer moved onto the bubble keeps it open (WCAG 1.4.13: hoverable, dismissible, persistent); leaving both closes it. While shown it describes the trigger (aria-describedby). ' +
          'Text only, never links or buttons inside; it adds to, never replaces, the trigger’s accessible name (an icon-only button keeps its `aria-label`). ' +
          'For text cut with an ellipsis use `TruncatedText`.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab onto the trigger shows the tooltip at once; Escape hides it and focus stays. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Reload the call rescue monitor');
    await expect(trigger).toHaveAccessibleDescription('Reload the call rescue monitor');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).not.toHaveAccessibleDescription();
  },
};

/** Focused, tooltip showing: the picture of the open state. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

/** Pointer: the tooltip waits for the short hover delay, then shows; leaving hides it. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // A press on the page first makes the pointer the current modality, as a real mouse does.
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await body.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Reload the call rescue monitor',
    );
  },
};

/** `placement="bottom"`; the arrow turns to point at the trigger. */
export const Bottom: Story = {
  args: { placement: 'bottom', children: 'Calls each business phone of the account' },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button>Schedule test call</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Calls each business phone of the account');
  },
};

/** A long hint wraps at 20rem; the bubble never exceeds the viewport. */
export const LongText: Story = {
  args: {
    placement: 'bottom',
    children:
      'Manual scaling moves every selected account (or the accounts of a parent account) to the chosen campaign type and brand. Accounts that are not TCR ready are skipped.',
  },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button iconOnly aria-label="About manual scaling">
        <Info size={16} aria-hidden="true" />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
};

/** Several triggers in a row: moving focus moves the one open tooltip along. */
export const Toolbar: Story = {
  render: (args) => (
    <Inline gap="sm" style={{ paddingTop: 48 }}>
      <TooltipTrigger>
        <Button iconOnly aria-label="Refresh">
          <RefreshCw size={16} aria-hidden="true" />
        </Button>
        <Tooltip {...args}>Reload the call rescue monitor</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger>
        <Button iconOnly aria-label="Help">
          <Info size={16} aria-hidden="true" />
        </Button>
        <Tooltip {...args}>Please report to engineering team</Tooltip>
      </TooltipTrigger>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Reload the call rescue monitor');
    await userEvent.tab();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Please report to engineering team'));
    await expect(body.getAllByRole('tooltip')).toHaveLength(1);
  },
};
