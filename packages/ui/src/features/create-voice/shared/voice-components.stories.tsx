// The voice screens' shared pieces on their own: the reference-language picker with its 25 flags,
// the drop zone, badges, the quality ring at each threshold, and the voice list states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen } from 'storybook/test';
import { Field } from '../../../components/field/field';
import { FlagImage } from '../../../components/flag/flag-image';
import { QualityRing } from '../full-training/quality-ring';
import { VoiceList } from '../page/voice-list';
import { shippedFlagCountries } from '../../../components/flag/flag-urls';
import { storyModels, storyReferenceLanguages } from '../../../storybook/create-voice-fixtures';
import { DropZone } from '../../../components/drop-zone/drop-zone';
import { LanguageSelect } from './language-select';
import { VoiceBadge } from '../../../components/voice-badge/voice-badge';

const meta = {
  title: 'Voice/Components',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function LanguagePicker() {
  const [value, setValue] = React.useState<string | null>(null);
  return (
    <div className="max-w-sm">
      <Field label="Reference Language">
        <LanguageSelect value={value} onValueChange={setValue} languages={storyReferenceLanguages} />
      </Field>
    </div>
  );
}

export const ReferenceLanguagePicker: Story = {
  render: () => <LanguagePicker />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Reference Language' });
    await expect(trigger).toHaveTextContent('Select a language');
    await userEvent.click(trigger);
    await expect(await screen.findAllByRole('option')).toHaveLength(storyReferenceLanguages.length);
    await userEvent.click(screen.getByRole('option', { name: /Vietnamese/ }));
    await expect(trigger).toHaveTextContent('Vietnamese');
  },
};

export const ShippedFlags: Story = {
  render: () => (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {shippedFlagCountries().map((country) => (
        <li key={country} className="flex items-center gap-2 rounded-md border px-2 py-1.5 text-sm uppercase">
          <FlagImage country={country} className="h-4.5 w-6" />
          {country}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(25);
    await expect(
      images.every((image) => !image.src.startsWith('http') || image.src.includes(window.location.host)),
    ).toBe(true);
  },
};

const onFiles = fn();

export const AudioDropZone: Story = {
  render: () => (
    <div className="max-w-xl">
      <DropZone
        accept="audio/*"
        inputLabel="Choose an audio file"
        onFiles={onFiles}
        title="Drag and drop your audio here, or click to browse"
        hint="MP3, WAV, M4A, OGG · 2 to 3 minutes · up to 200MB"
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const file = new File(['RIFF'], 'take.wav', { type: 'audio/wav' });
    await userEvent.upload(canvas.getByLabelText('Choose an audio file'), file);
    await expect(onFiles).toHaveBeenCalledWith([file]);
  },
};

export const Badges: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <VoiceBadge caps tone="premium">
        PREMIUM
      </VoiceBadge>
      <VoiceBadge caps tone="danger">
        LIMIT REACHED
      </VoiceBadge>
      <VoiceBadge tone="success">Ready</VoiceBadge>
      <VoiceBadge tone="premium">Needs categorization setup</VoiceBadge>
      <VoiceBadge>Pro</VoiceBadge>
    </div>
  ),
};

export const TrainingQualityRing: Story = {
  render: () => (
    <div className="flex flex-wrap gap-8">
      {[600, 1800, 3600, 7200].map((seconds) => (
        <QualityRing key={seconds} totalSeconds={seconds} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of [
      'More audio needed',
      'Will sound fine',
      'Will sound like you',
      'Will sound the best',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const VoicesListed: Story = {
  render: () => (
    <VoiceList referenceLanguages={storyReferenceLanguages} models={storyModels} onCompleteSetup={fn()} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Complete Setup for Maya · Français' })).toBeVisible();
    await expect(canvas.getByText('Consent recorded November 21, 2026')).toBeVisible();
    // Issue 23: the consent's checks beside its date.
    await expect(canvas.getByText('· voice matched · face recorded')).toBeVisible();
    await expect(canvas.getAllByText('No consent on record')).toHaveLength(2);
  },
};

export const VoicesLoadFailed: Story = {
  render: () => (
    <VoiceList
      referenceLanguages={storyReferenceLanguages}
      models={[]}
      error="Failed to load existing voice models."
      onCompleteSetup={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load existing voice models.');
  },
};

export const NoVoicesYet: Story = {
  render: () => <VoiceList referenceLanguages={storyReferenceLanguages} models={[]} onCompleteSetup={fn()} />,
};
