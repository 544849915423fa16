import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from '../../src/ui/index.ts';

/** Spec section 2: the add-account wizard's three steps. */
const wizardSteps = ['Create account', 'Provision bot number', 'Finished'];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps: wizardSteps, currentIndex: 0 },
  argTypes: { currentIndex: { control: { type: 'number', min: 0, max: wizardSteps.length } } },
  parameters: {
    docs: {
      description: {
        component:
          "Where a person is in a multi-step flow (the add-account wizard: 'Create account', 'Provision bot number', 'Finished'). " +
          'An `<ol>` (named \'Progress\' by default) of numbered steps; `currentIndex` (0-based) is the current one, marked `aria-current="step"`; ' +
          "steps before it show a check mark and are read as '…, completed'. Display only: the wizard's buttons move between steps. " +
          "Below 640px only the current step's label stays visible (the others are still read).",
      },
    },
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the list as a screen reader would: each step's text, then which one is current. */
async function expectSteps(canvasElement: HTMLElement, texts: string[], current: string | null) {
  const list = within(canvasElement).getByRole('list', { name: 'Progress' });
  const items = within(list).getAllByRole('listitem');
  await expect(items.map((li) => li.textContent?.replace(/^\d/, '').trim())).toEqual(texts);
  const currentItems = items.filter((li) => li.getAttribute('aria-current') === 'step');
  await expect(currentItems.map((li) => li.textContent?.replace(/^\d/, ''))).toEqual(current ? [current] : []);
}

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, wizardSteps, 'Create account');
  },
};

export const SecondStep: Story = {
  args: { currentIndex: 1 },
  play: async ({ canvasElement }) => {
    await expectSteps(
      canvasElement,
      ['Create account, completed', 'Provision bot number', 'Finished'],
      'Provision bot number',
    );
  },
};

export const Finished: Story = {
  args: { currentIndex: 2 },
  play: async ({ canvasElement }) => {
    await expectSteps(
      canvasElement,
      ['Create account, completed', 'Provision bot number, completed', 'Finished'],
      'Finished',
    );
  },
};

/** `currentIndex` equal to the number of steps: everything is complete, nothing is current. */
export const AllComplete: Story = {
  args: { currentIndex: 3 },
  play: async ({ canvasElement }) => {
    await expectSteps(
      canvasElement,
      ['Create account, completed', 'Provision bot number, completed', 'Finished, completed'],
      null,
    );
  },
};

export const LongText: Story = {
  args: {
    currentIndex: 1,
    steps: ['Create the account and link its parent account', 'Save the bot area code and provision a number', 'Done'],
  },
};

/** Narrow container (the labels hide below a 640px viewport, so see it at a small viewport too). */
export const SmallViewport: Story = {
  args: { currentIndex: 1 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The current step keeps its visible label; the others are visually hidden but still in the list.
    await expect(canvas.getByText('Provision bot number')).toBeVisible();
    await expect(canvas.getByText('Finished').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expectSteps(
      canvasElement,
      ['Create account, completed', 'Provision bot number', 'Finished'],
      'Provision bot number',
    );
  },
};
