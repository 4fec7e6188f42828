// Combobox stories: closed, open, filtered, no results and disabled, the keyboard walk through the
// list, and the same parts in a Radix popover.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  Combobox,
  ComboboxContent,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxItem,
  ComboboxList,
  ComboboxTrigger,
} from './combobox';
import { ComboboxPopover, ComboboxPopoverContent, ComboboxPopoverTrigger } from './combobox-popover';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Grape', 'Mango', 'Orange', 'Peach'];

function matching(query: string): string[] {
  const wanted = query.trim().toLowerCase();
  return fruits.filter((fruit) => fruit.toLowerCase().includes(wanted));
}

function FruitOptions({ items }: { items: readonly string[] }) {
  return (
    <>
      <ComboboxInput aria-label="Search fruit" placeholder="Search fruit..." />
      <ComboboxList aria-label="Fruit">
        {items.map((fruit) => (
          <ComboboxItem key={fruit} value={fruit} className="data-[selected]:font-medium">
            {fruit}
          </ComboboxItem>
        ))}
      </ComboboxList>
      <ComboboxEmpty>No fruit found.</ComboboxEmpty>
    </>
  );
}

function FruitPicker({ disabled, popover }: { disabled?: boolean; popover?: boolean }) {
  const [value, setValue] = React.useState('Banana');
  const [query, setQuery] = React.useState('');
  const items = matching(query);
  return (
    <div className="w-64 pb-80">
      <Combobox
        value={value}
        onValueChange={setValue}
        items={items}
        query={query}
        onQueryChange={setQuery}
        disabled={disabled}
      >
        {popover ? (
          <ComboboxPopover>
            <ComboboxPopoverTrigger aria-label={`Fruit: ${value}`}>{value}</ComboboxPopoverTrigger>
            <ComboboxPopoverContent aria-label="Choose a fruit">
              <FruitOptions items={items} />
            </ComboboxPopoverContent>
          </ComboboxPopover>
        ) : (
          <div className="relative">
            <ComboboxTrigger aria-label={`Fruit: ${value}`}>{value}</ComboboxTrigger>
            <ComboboxContent className="w-64">
              <FruitOptions items={items} />
            </ComboboxContent>
          </div>
        )}
      </Combobox>
      <p className="mt-4 text-sm">Chosen: {value}</p>
    </div>
  );
}

const meta = {
  title: 'Components/Combobox',
  parameters: { layout: 'centered' },
  render: () => <FruitPicker />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Fruit: Banana' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Open on the choice: every option listed, the chosen one active and selected. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Fruit: Banana' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const search = canvas.getByRole('combobox', { name: 'Search fruit' });
    await expect(search).toHaveFocus();
    const list = canvas.getByRole('listbox', { name: 'Fruit' });
    await expect(search).toHaveAttribute('aria-controls', list.id);
    await expect(within(list).getAllByRole('option')).toHaveLength(fruits.length);
    const banana = within(list).getByRole('option', { name: 'Banana' });
    await expect(banana).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', banana.id);
  },
};

/** Typing filters the list and makes the first match active. */
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fruit: Banana' }));
    await userEvent.keyboard('ap');
    const options = within(canvas.getByRole('listbox', { name: 'Fruit' })).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Apple', 'Apricot', 'Grape']);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-activedescendant', options[0]!.id);
  },
};

/** Nothing matches: no listbox, a status says so, and the field is not expanded. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fruit: Banana' }));
    await userEvent.keyboard('kiwi');
    await expect(canvas.getByRole('status')).toHaveTextContent('No fruit found.');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    const search = canvas.getByRole('combobox', { name: 'Search fruit' });
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Chosen: Banana')).toBeVisible();
  },
};

export const Disabled: Story = {
  render: () => <FruitPicker disabled />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Fruit: Banana' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** ↓ opens from the button; ↑/↓/Home/End move, Enter chooses, Escape and Tab close. */
export const KeyboardUse: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Fruit: Banana' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = canvas.getByRole('combobox', { name: 'Search fruit' });
    await expect(search).toHaveFocus();
    const activeText = () =>
      document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await expect(activeText()).toBe('Banana');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeText()).toBe('Blueberry');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(activeText()).toBe('Apricot');
    await userEvent.keyboard('{End}');
    await expect(activeText()).toBe('Peach');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeText()).toBe('Peach');
    await userEvent.keyboard('{Home}');
    await expect(activeText()).toBe('Apple');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Chosen: Apple')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fruit: Apple' })).toHaveFocus();
    await expect(canvas.queryByRole('combobox')).toBeNull();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('man{Enter}');
    await expect(canvas.getByText('Chosen: Mango')).toBeVisible();

    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Fruit: Mango' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByText('Chosen: Mango')).toBeVisible();
  },
};

/** A pointer outside closes the list without choosing. */
export const ClickOutside: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fruit: Banana' }));
    await userEvent.click(canvas.getByText('Chosen: Banana'));
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Fruit: Banana' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The same parts in a Radix popover (portal): the keyboard works the same; focus comes back. */
export const InPopover: Story = {
  render: () => <FruitPicker popover />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Fruit: Banana' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: 'Search fruit' });
    await waitFor(() => expect(search).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Choose a fruit' })).toBeVisible());
    await userEvent.keyboard('ch{ArrowDown}');
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Cherry',
      'Peach',
    ]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Chosen: Peach')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Fruit: Peach' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('combobox', { name: 'Search fruit' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Fruit: Peach' })).toHaveFocus();
  },
};
