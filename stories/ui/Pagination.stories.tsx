import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../src/ui/index.ts';

/** Controlled like the app does it: the page lives in the caller (the URL there). */
function Controlled(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  render: (args) => <Controlled {...args} />,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Previous / numbered pages / Next in a `<nav aria-label>` (default name 'Pagination'). Spec 9: 2 pages each side of the current one; " +
          'with more than 9 pages the rest collapse into ellipses, first and last page always shown (a gap of one page shows that page). ' +
          'Previous is not rendered on page 1, Next not on the last page; with `pageCount` 0 or 1 nothing renders. ' +
          'The current page has `aria-current="page"`; buttons are named \'Page N\'. Controlled: keep `page` in your state (the URL) and update it in `onPageChange`. ' +
          'The window logic is `paginationWindow(page, pageCount)`, exported for tests.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The slots as a person reads them: page numbers and '…'. */
function slots(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
  return Array.from(nav.querySelectorAll('li'))
    .map((li) => li.textContent?.trim() ?? '')
    .filter((text) => text !== 'Previous' && text !== 'Next');
}

export const OnePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const NoResults: Story = {
  args: { pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const FivePages: Story = {
  args: { pageCount: 5, page: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(slots(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // Keyboard only: Previous is the first Tab stop, then the pages in order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    // Previous disappeared under the focus: focus moved to the current page, not lost.
    await expect(canvas.queryByRole('button', { name: 'Previous' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
  },
};

export const NinePages: Story = {
  args: { pageCount: 9, page: 5 },
  play: async ({ canvasElement }) => {
    await expect(slots(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  },
};

export const TenPages: Story = {
  args: { pageCount: 10, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(slots(canvasElement)).toEqual(['1', '2', '3', '…', '10']);
  },
};

export const FiftyPagesFirst: Story = {
  args: { pageCount: 50, page: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(slots(canvasElement)).toEqual(['1', '2', '3', '…', '50']);
    await expect(canvas.queryByRole('button', { name: 'Previous' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(slots(canvasElement)).toEqual(['1', '2', '3', '4', '…', '50']);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

export const FiftyPagesMiddle: Story = {
  args: { pageCount: 50, page: 25 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(slots(canvasElement)).toEqual(['1', '…', '23', '24', '25', '26', '27', '…', '50']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(slots(canvasElement)).toEqual(['1', '2', '3', '…', '50']);
  },
};

export const FiftyPagesLast: Story = {
  args: { pageCount: 50, page: 50 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(slots(canvasElement)).toEqual(['1', '…', '48', '49', '50']);
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(49);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { pageCount: 12, page: 6, 'aria-label': 'Accounts pages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Accounts pages' })).toBeVisible();
  },
};

export const SmallViewport: Story = {
  args: { pageCount: 50, page: 25 },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
