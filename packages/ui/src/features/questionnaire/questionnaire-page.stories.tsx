// The /contact-form page frame around the questionnaire, shown with the first step.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { expect } from 'storybook/test';
import { questionnaireMachine } from '@twin/machines/questionnaire';
import { storyQuestionnaireOptions } from '../../storybook/site-fixtures';
import { QuestionnairePage } from './questionnaire-page';
import { QuestionnaireScreen } from './questionnaire-screen';

const meta = {
  title: 'Marketing/QuestionnairePage',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Page() {
  const [snapshot, send] = useActor(questionnaireMachine, { input: {} });
  return (
    <QuestionnairePage>
      <QuestionnaireScreen snapshot={snapshot} send={send} options={storyQuestionnaireOptions} />
    </QuestionnairePage>
  );
}

export const FirstStep: Story = {
  render: () => <Page />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tell us about your videos' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Which industry are you in?' })).toBeVisible();
  },
};
