// The searchable country code: opens from the button, filters by country or code, keyboard and mouse.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyQuestionnaireOptions } from '../../storybook/site-fixtures';
import { DialCodePicker } from './dial-code-picker';

function Picker() {
  const [code, setCode] = React.useState('+1');
  return (
    <div className="max-w-xs p-10 pb-96">
      <DialCodePicker
        value={code}
        onChange={setCode}
        dialCodes={storyQuestionnaireOptions.dialCodes}
        search={storyQuestionnaireOptions.searchDialCodes}
      />
      <p className="mt-4 text-sm">Chosen: {code}</p>
    </div>
  );
}

const meta = {
  title: 'Marketing/DialCodePicker',
  render: () => <Picker />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultPlusOne: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Country code: +1 United States / Canada' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SearchByCountryWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Country code/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = canvas.getByRole('combobox', { name: 'Search country or code' });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('fin');
    const list = canvas.getByRole('listbox', { name: 'Country codes' });
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Chosen: +358')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Country code: +358 Finland' })).toHaveFocus();
  },
};

export const SearchByCodeWithMouse: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Country code/ }));
    await userEvent.keyboard('+4');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '+44United Kingdom',
      '+46Sweden',
      '+47Norway',
      '+45Denmark',
      '+49Germany',
    ]);
    await userEvent.click(options[1]!);
    await expect(canvas.getByText('Chosen: +46')).toBeVisible();
  },
};

export const NoMatchAndEscape: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Country code/ }));
    await userEvent.keyboard('Atlantis');
    await expect(canvas.getByRole('status')).toHaveTextContent('No country or code matches “Atlantis”.');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Country code: \+1/ })).toHaveFocus();
  },
};
