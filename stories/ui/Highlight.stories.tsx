import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Highlight, Stack, Text } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Highlight',
  component: Highlight,
  args: { text: 'Clínica Dental Bayamón', ranges: [[0, 7]] },
  parameters: {
    docs: {
      description: {
        component:
          'Text with parts marked (`<mark>`), to show why a row is in a search’s results. `ranges` are [start, end) ' +
          'offsets into `text`, in order and apart; the caller finds them (the design system knows nothing of how a ' +
          'search matches: the console folds accents and reads phones by their digits, `src/shared/searchKey.ts`). ' +
          'A mark is tinted and bold, so it shows without its color; forced colors use the system’s Mark colors. ' +
          'No ranges: the text as it is.',
      },
    },
  },
} satisfies Meta<typeof Highlight>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "clinica" typed without its accent marks "Clínica". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('mark');
    await expect(mark).toHaveTextContent('Clínica');
    await expect(within(canvasElement).getByText(/Dental Bayamón/)).toBeVisible();
  },
};

/** Several marks in one text, and a phone's digits marked across its punctuation ("787555"). */
export const SeveralAndAcrossPunctuation: Story = {
  render: () => (
    <Stack gap="sm">
      <Text>
        <Highlight
          text="Sonrisas del Caribe Carolina: sonrisas@caribe.pr"
          ranges={[
            [0, 8],
            [30, 38],
          ]}
        />
      </Text>
      <Text>
        <Highlight text="(787) 555-0142" ranges={[[1, 9]]} />
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['Sonrisas', 'sonrisas', '787) 555']);
  },
};

/** Nothing matched: the text alone, no mark. */
export const NoRanges: Story = {
  args: { ranges: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
    await expect(within(canvasElement).getByText('Clínica Dental Bayamón')).toBeVisible();
  },
};
