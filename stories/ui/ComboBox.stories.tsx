import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  COMBOBOX_LOAD_ERROR,
  ComboBox,
  ComboBoxItem,
  Stack,
  TextField,
  useDebouncedCallback,
  type ComboBoxProps,
} from '../../src/ui/index.ts';

interface Practice {
  id: number;
  name: string;
}

/** The fake server's accounts: dental practices, always in this order. */
const PRACTICES: Practice[] = [
  { id: 1042, name: 'Clínica Dental Familiar del Norte' },
  { id: 1057, name: 'Centro Dental Bayamón' },
  { id: 1063, name: 'Sonrisas Pediatric Dentistry' },
  { id: 1071, name: 'Dental Care Guaynabo' },
  { id: 1088, name: 'Ortodoncia Caguas' },
  { id: 1094, name: 'Smile Dental Studio Dorado' },
  { id: 1102, name: 'Dentistas Unidos de Ponce' },
  { id: 1117, name: 'Clínica Dental Río Piedras' },
  { id: 1125, name: 'Arecibo Family Dental' },
  { id: 1139, name: 'Humacao Dental Group' },
  { id: 1146, name: 'Dental Express Carolina' },
  { id: 1158, name: 'Mayagüez Dental Associates' },
];

/** Spec section 9: search debounce 1000 ms on all pickers. */
const DEBOUNCE_MS = 1000;
const LATENCY_MS = 200;

type Search = (query: string) => Promise<Practice[]>;

/** Answers after a fixed delay with the practices whose name contains the query (case and accent blind). */
const searchPractices: Search = (query) =>
  new Promise((resolve) => {
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    setTimeout(() => resolve(PRACTICES.filter((p) => fold(p.name).includes(fold(query.trim())))), LATENCY_MS);
  });

/** The server fails without a detail text. */
const failingSearch: Search = () =>
  new Promise((_resolve, reject) => setTimeout(() => reject(new Error()), LATENCY_MS));

/** The server never answers: the picture stays on the loading state. */
const pendingSearch: Search = () => new Promise(() => {});

/**
 * How a screen wires a remote picker: the text goes to the server through useDebouncedCallback,
 * isLoading from the first key on, results replace the items, a failure clears them and shows the
 * server's detail or the spec's message.
 */
function RemotePracticeSearch({ search, ...args }: Omit<ComboBoxProps<Practice>, 'children'> & { search: Search }) {
  const [items, setItems] = useState<Practice[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | boolean>(false);
  const latestRequest = useRef(0);
  const pickedName = useRef<string | null>(null);

  const runSearch = useDebouncedCallback((query: string) => {
    const request = ++latestRequest.current;
    search(query).then(
      (results) => {
        if (request !== latestRequest.current) return;
        setItems(results);
        setLoading(false);
      },
      (error: { detail?: string }) => {
        if (request !== latestRequest.current) return;
        setItems([]);
        setLoadError(error?.detail ?? true);
        setLoading(false);
      },
    );
  }, DEBOUNCE_MS);

  return (
    <ComboBox
      {...args}
      items={items}
      isLoading={isLoading}
      loadError={loadError}
      onSelectionChange={(key) => {
        pickedName.current = items.find((p) => p.id === key)?.name ?? null;
        args.onSelectionChange?.(key);
      }}
      onInputChange={(text) => {
        args.onInputChange?.(text);
        // Picking an option writes its name into the input: that is not a new search.
        if (text === pickedName.current) return;
        setLoadError(false);
        if (text.trim() === '') {
          runSearch.cancel();
          latestRequest.current++;
          setItems([]);
          setLoading(false);
          return;
        }
        setLoading(true);
        runSearch(text);
      }}
    >
      {(practice) => (
        <ComboBoxItem id={practice.id} description={`ID ${practice.id}`}>
          {practice.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}

/** The picker in a form, between a field and a button: the page an open list sits over. */
function AppointmentForm(args: Omit<ComboBoxProps<Practice>, 'children'>) {
  return (
    <Stack gap="md">
      <TextField label="Patient" />
      <RemotePracticeSearch {...args} search={searchPractices} />
      <Button>Save</Button>
    </Stack>
  );
}

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: {
    label: 'Account',
    placeholder: 'Search account',
    name: 'account',
    onSelectionChange: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    emptyText: { control: 'text' },
    loadError: { control: 'text' },
    isLoading: { control: 'boolean' },
  },
  render: (args) => <RemotePracticeSearch {...(args as ComboBoxProps<Practice>)} search={searchPractices} />,
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
          'A search-and-pick input for server-side search (RAC ComboBox): pass the current results as `items` with a render ' +
          'function of `ComboBoxItem`s (the ListBox item; not filtered again here) and search from `onInputChange` through ' +
          '`useDebouncedCallback` (spec: 1000 ms). Set `isLoading` from the first key on (spinner in the input, a ' +
          "'Loading…' row in the list); an empty result shows `emptyText` ('No results'); a failed one shows `loadError` " +
          `(\`true\` gives the spec's '${COMBOBOX_LOAD_ERROR}', or pass the server's detail text) and is announced. ` +
          "A 'Clear' button, reachable with Tab, empties the text and the selection. The list opens as you type " +
          '(`menuTrigger="input"`) and scrolls past 20rem. Keyboard: ArrowDown/ArrowUp move, Enter picks, Escape closes. ' +
          'While the list is open the rest of the page is inert, neither reachable nor read: Tab and Shift+Tab close ' +
          'it and move on, a click outside closes it. ' +
          'Short fixed lists: use Select.',
      },
    },
  },
} satisfies Meta<typeof ComboBox<Practice>>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: DEBOUNCE_MS + LATENCY_MS + 2000 };

/** Type, see the loading state then the results, pick with the keyboard, clear, search again for nothing. */
export const RemoteSearch: Story = {
  // The story ends as its list closes. In the test browser react-aria often strands the closing list (see
  // settle() in .storybook/vitest.visual.ts), so the end is not a repeatable picture; the open list's look is
  // covered by the other stories' pictures.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The field is drawn until its code loads, then replaced: look it up each time.
    const input = () => canvas.getByRole('combobox', { name: 'Account' });

    await userEvent.tab();
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('dental');
    // While the debounce and the request run: a loading row in the list (and a spinner in the input).
    const listbox = await body.findByRole('listbox', { name: /Account/ });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Loading…' })).toBeVisible());

    await waitFor(
      () =>
        expect(
          within(listbox).getByRole('option', { name: 'Clínica Dental Familiar del Norte ID 1042' }),
        ).toBeVisible(),
      wait,
    );
    await expect(within(listbox).getAllByRole('option')).toHaveLength(9);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: 'Centro Dental Bayamón ID 1057' });
    await expect(input()).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(input()).toHaveValue('Centro Dental Bayamón');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(1057);

    // The clear button is the next Tab stop; Enter empties the field and returns to it.
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Clear' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input()).toHaveValue('');
    await waitFor(() => expect(input()).toHaveFocus());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();

    // Nothing found.
    await userEvent.keyboard('zzz');
    const again = await body.findByRole('listbox', { name: /Account/ });
    await waitFor(() => expect(within(again).getByText('No results')).toBeVisible(), wait);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(input()).toHaveFocus());
  },
};

/** Clear pressed with the pointer while the list is open: the text and list go, focus stays in the input. */
export const ClearWhileOpen: Story = {
  // Ends as the list closes (see RemoteSearch).
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = () => canvas.getByRole('combobox', { name: 'Account' });
    await userEvent.click(input());
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('dental');
    const listbox = await body.findByRole('listbox', { name: /Account/ });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1), wait);

    // Hidden from assistive technology while the list is open (react-aria), still there for the pointer.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear', hidden: true }));
    await expect(input()).toHaveValue('');
    await waitFor(() => expect(input()).toHaveFocus());
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(canvasElement.ownerDocument.body);
  },
};

/** The element the combo box's open list leaves the page's other controls in, when one makes them inert. */
const inertAround = (element: Element) => element.closest('[inert]');

/**
 * The list open in a form. While it is open the rest of the page is inert: neither reachable with the keyboard
 * nor read (react-aria alone only hides it with aria-hidden, which leaves the field before and the button after
 * focusable: axe's aria-hidden-focus). The input and its list stay in use. Ends with the list open, so the story's
 * axe check covers the open state.
 */
export const OpenInAForm: Story = {
  render: (args) => <AppointmentForm {...(args as ComboBoxProps<Practice>)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Taken before the list opens: while it is open they are hidden from queries by role.
    const patient = canvas.getByRole('textbox', { name: 'Patient' });
    const save = canvas.getByRole('button', { name: 'Save' });
    const input = () => canvas.getByRole('combobox', { name: 'Account' });

    await userEvent.tab();
    await expect(patient).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('dental');
    const listbox = await body.findByRole('listbox', { name: /Account/ });
    await waitFor(
      () =>
        expect(
          within(listbox).getByRole('option', { name: 'Clínica Dental Familiar del Norte ID 1042' }),
        ).toBeVisible(),
      wait,
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(input()).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'Clínica Dental Familiar del Norte ID 1042' }).id,
    );

    await expect(inertAround(patient)).not.toBeNull();
    await expect(inertAround(save)).not.toBeNull();
    await expect(inertAround(input())).toBeNull();
    await expect(inertAround(listbox)).toBeNull();
    await expect(input()).toHaveFocus();
  },
};

/**
 * The page comes back as the list closes: after Escape focus stays in the input; Shift+Tab and Tab with the list
 * open close it and move on to the field before and the button after, as in any combobox.
 */
export const LeavingTheOpenList: Story = {
  // Ends as the list closes (see RemoteSearch).
  parameters: { visual: { disable: true } },
  render: (args) => <AppointmentForm {...(args as ComboBoxProps<Practice>)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const patient = canvas.getByRole('textbox', { name: 'Patient' });
    const save = canvas.getByRole('button', { name: 'Save' });
    const input = () => canvas.getByRole('combobox', { name: 'Account' });
    const openList = async (text: string) => {
      await userEvent.clear(input());
      await userEvent.keyboard(text);
      await body.findByRole('listbox', { name: /Account/ });
      await waitFor(() => expect(inertAround(save)).not.toBeNull());
      await expect(inertAround(patient)).not.toBeNull();
    };
    const closed = async () => {
      await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
      await expect(inertAround(patient)).toBeNull();
      await expect(inertAround(save)).toBeNull();
    };

    await userEvent.click(input());
    await waitFor(() => expect(input()).toHaveFocus());
    await openList('dental');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(input()).toHaveFocus();

    await openList('bayamón');
    await userEvent.tab({ shift: true });
    await closed();
    await expect(patient).toHaveFocus();

    await userEvent.tab();
    await waitFor(() => expect(input()).toHaveFocus());
    await openList('caguas');
    await userEvent.tab();
    await closed();
    // The clear button is no stop while the list is open.
    await expect(save).toHaveFocus();
  },
};

/** The request is still running. */
export const Loading: Story = {
  render: (args) => <RemotePracticeSearch {...(args as ComboBoxProps<Practice>)} search={pendingSearch} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('dental');
    const listbox = await body.findByRole('listbox', { name: /Account/ });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Loading…' })).toBeVisible());
    await expect(within(listbox).queryByText('No results')).toBeNull();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('Chirotouch');
    const listbox = await body.findByRole('listbox', { name: /Account/ });
    await waitFor(() => expect(within(listbox).getByText('No results')).toBeVisible(), wait);
  },
};

/** Search dropdowns show the server's detail text or 'An unknown error has occurred' and clear the results. */
export const LoadError: Story = {
  render: (args) => <RemotePracticeSearch {...(args as ComboBoxProps<Practice>)} search={failingSearch} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('dental');
    const listbox = await body.findByRole('listbox', { name: /Account/ });
    await waitFor(() => expect(within(listbox).getByText('An unknown error has occurred')).toBeVisible(), wait);
    await expect(within(listbox).queryAllByRole('option', { name: /Dental/ })).toHaveLength(0);
    // Also announced: focus stays in the input.
    const popover = within(listbox.closest<HTMLElement>('[data-trigger="ComboBox"]')!);
    await expect(popover.getByRole('status')).toHaveTextContent('An unknown error has occurred');
  },
};

/** A field-level error (validation), apart from a failed search. */
export const Invalid: Story = {
  args: { label: 'Parent account', isInvalid: true, errorMessage: 'Parent account is required' },
  play: async ({ canvasElement }) => {
    // The field is drawn until its code loads, then replaced: look it up each time.
    const input = () => within(canvasElement).getByRole('combobox', { name: 'Parent account' });
    await expect(input()).toHaveAttribute('aria-invalid', 'true');
    await expect(input()).toHaveAccessibleDescription('Parent account is required');
  },
};

/**
 * `isRequired`: the input is aria-required, drawn (before its code loads) and loaded, as a required TextField's input
 * is required; the asterisk after the label is for the eye only.
 */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The field is drawn until its code loads, then replaced: look it up each time.
    const input = () => canvas.getByRole('combobox', { name: 'Account' });
    await expect(input()).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await waitFor(() => expect(input()).toHaveAttribute('data-rac'));
    await expect(input()).toHaveFocus();
    await expect(input()).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultInputValue: 'Centro Dental Bayamón' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Account' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

export const WithDescription: Story = {
  args: { description: 'Type part of the name: the list searches all accounts.', isRequired: true },
};

export const SmallViewport: Story = {
  args: { defaultInputValue: 'Clínica Dental Familiar del Norte' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
};
