import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, avatarSizes, initialsFor, Inline, type PersonName } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { person: { first_name: 'Ana', last_name: 'López', username: 'ana.lopez' } },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes }, isMuted: { control: 'boolean' } },
  parameters: {
    docs: {
      description: {
        component:
          'Initials in a circle. `person` is any `{ first_name, last_name, username }` (API users fit). `initialsFor(person)` is exported: ' +
          "first letters of first and last name as given; else the first letter of the username; else '--'. " +
          'Decorative (aria-hidden) unless you pass `aria-label`, which makes it an image. `isMuted` greys it (inactive users). Sizes sm 28, md 36, lg 56.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Labelled: Story = {
  args: { 'aria-label': 'Ana López', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ana López' })).toHaveTextContent('AL');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Muted: Story = { args: { isMuted: true } };

const cases: [PersonName, string][] = [
  [{ first_name: 'Ana', last_name: 'López', username: 'ana.lopez' }, 'AL'],
  [{ first_name: 'Ana', last_name: '', username: 'ana.lopez' }, 'A'],
  [{ first_name: null, last_name: 'López', username: 'ana.lopez' }, 'L'],
  [{ first_name: 'maría', last_name: 'de jesús', username: 'mdj' }, 'md'],
  [{ first_name: '  ', last_name: undefined, username: 'zoe' }, 'z'],
  [{ first_name: '', last_name: '', username: '' }, '--'],
  [{}, '--'],
];

/** The initials rules of the spec, one row per case. */
export const InitialsRules: Story = {
  render: () => (
    <table>
      <thead>
        <tr>
          <th scope="col">Person</th>
          <th scope="col">Avatar</th>
        </tr>
      </thead>
      <tbody>
        {cases.map(([person], index) => (
          <tr key={index}>
            <td>
              <code>{JSON.stringify(person)}</code>
            </td>
            <td>
              <Avatar person={person} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    for (const [index, [person, expected]] of cases.entries()) {
      await expect(initialsFor(person)).toBe(expected);
      await expect(rows[index]!.querySelectorAll('td')[1]).toHaveTextContent(expected);
    }
  },
};
