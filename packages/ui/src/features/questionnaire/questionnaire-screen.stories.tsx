// The questionnaire (/contact-form): every state of the questionnaire machine rendered from
// parameters.machineState, and a flow through the real machine with a fake server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import {
  questionnaireMachine,
  questionnaireMessages,
  type BookingPage,
  type QuestionnaireAnswers,
} from '@twin/machines/questionnaire';
import { sampleQuestionnaireAnswers } from '@twin/machines/testing';
import { storyContactEmail, storyQuestionnaireOptions } from '../../storybook/site-fixtures';
import { QuestionnaireScreen } from './questionnaire-screen';

const send = fn();

const meta = {
  title: 'Marketing/QuestionnaireScreen',
  render: (_args, { parameters }) => (
    <div className="mx-auto max-w-2xl p-6 sm:p-10">
      <QuestionnaireScreen
        snapshot={snapshotFromParameters(parameters, 'questionnaire')}
        send={send}
        options={storyQuestionnaireOptions}
      />
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const contactAnswers = { ...sampleQuestionnaireAnswers, countryCode: '+46' };

/** questionnaire `filling.industry`: step 1 of 6, no Go Back. */
export const Industry: Story = {
  parameters: { machineState: machineState({ machine: 'questionnaire', value: 'filling.industry' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 6')).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(10);
    await expect(canvas.queryByRole('button', { name: 'Go Back' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Education' }));
    await expect(send).toHaveBeenLastCalledWith({
      type: 'answer.change',
      field: 'industry',
      value: 'Education',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'step.continue' });
  },
};

/** questionnaire `filling.industry` after Continue without an answer: the spec's message. */
export const IndustryIncomplete: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'filling.industry',
      context: { stepError: questionnaireMessages.stepIncomplete },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please complete this step before continuing.');
  },
};

/** questionnaire `filling.hours`. */
export const Hours: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'filling.hours',
      context: { answers: { ...contactAnswers, videoProductionHours: '' } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 6')).toBeVisible();
    for (const option of storyQuestionnaireOptions.videoProductionHours) {
      await expect(canvas.getByRole('radio', { name: option })).not.toBeChecked();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'step.back' });
  },
};

/** questionnaire `filling.localization`: Yes, No or Maybe. */
export const Localization: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'filling.localization',
      context: { answers: contactAnswers },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Yes',
      'No',
      'Maybe',
    ]);
  },
};

/** questionnaire `filling.length`. */
export const VideoLength: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'filling.length',
      context: { answers: contactAnswers },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 4 of 6')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3-5 minutes' })).toBeChecked();
  },
};

/** questionnaire `filling.goals`, refused: the goals are blank. */
export const GoalsIncomplete: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'filling.goals',
      context: {
        answers: { ...contactAnswers, goals: '  ' },
        stepError: questionnaireMessages.stepIncomplete,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Your goals')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(questionnaireMessages.stepIncomplete);
  },
};

/** questionnaire `filling.contact`: the last step; the button reads 'Next'. */
export const Contact: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'filling.contact',
      context: { answers: contactAnswers },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 6 of 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Country code: +46 Sweden' })).toBeVisible();
  },
};

/** questionnaire `filling.contact` refused: names missing and an e-mail without a dot, field by field. */
export const ContactIncomplete: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'filling.contact',
      context: {
        answers: { ...contactAnswers, firstName: '', lastName: '', email: 'maya@northwind' },
        stepError: questionnaireMessages.stepIncomplete,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('First Name')).toHaveAccessibleDescription(
      questionnaireMessages.firstNameRequired,
    );
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      questionnaireMessages.emailInvalid,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(questionnaireMessages.stepIncomplete);
  },
};

/** questionnaire `filling.contact` after a failed submit: the answers are all still there. */
export const SubmitFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'filling.contact',
      context: { answers: contactAnswers, submitError: questionnaireMessages.submitFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was an error submitting your form. Please try again.',
    );
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Maya');
  },
};

/** questionnaire `submitting`: 'Submitting...', disabled. */
export const Submitting: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'submitting',
      context: { answers: contactAnswers },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeDisabled();
  },
};

const embedded: BookingPage = { bookingUrl: 'about:blank', contactEmail: storyContactEmail };

/** questionnaire `booking.loading`: the configuration is on its way. */
export const BookingLoading: Story = {
  parameters: { machineState: machineState({ machine: 'questionnaire', value: 'booking.loading' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Schedule Your Meeting' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the calendar...');
  },
};

/** questionnaire `booking.embedded`: the booking page in a frame. */
export const BookingEmbedded: Story = {
  parameters: {
    machineState: machineState({
      machine: 'questionnaire',
      value: 'booking.embedded',
      context: { booking: embedded },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Book a meeting with the Twin Studio team')).toHaveAttribute(
      'src',
      'about:blank',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'booking.continue' });
  },
};

/** questionnaire `booking.unavailable`: no BOOKING_URL — the contact e-mail instead of an empty frame. */
export const BookingUnavailable: Story = {
  parameters: { machineState: machineState({ machine: 'questionnaire', value: 'booking.unavailable' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTitle('Book a meeting with the Twin Studio team')).toBeNull();
    await expect(canvas.getByRole('link', { name: storyContactEmail })).toHaveAttribute(
      'href',
      `mailto:${storyContactEmail}`,
    );
  },
};

/** questionnaire `thankYou`. */
export const ThankYou: Story = {
  parameters: { machineState: machineState({ machine: 'questionnaire', value: 'thankYou' }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Thank you! We are looking forward to speaking with you.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  },
};

const submitted = fn();
const storyQuestionnaire = questionnaireMachine.provide({
  actors: {
    submitAnswers: fromPromise<unknown, { answers: QuestionnaireAnswers }>(async ({ input }) => {
      submitted(input.answers);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { success: true };
    }),
    loadBookingPage: fromPromise<BookingPage, void>(async () => ({
      bookingUrl: null,
      contactEmail: storyContactEmail,
    })),
  },
});

function QuestionnaireFlow() {
  const [snapshot, sendToMachine] = useActor(storyQuestionnaire, { input: {} });
  return (
    <div className="mx-auto max-w-2xl p-6 sm:p-10">
      <QuestionnaireScreen snapshot={snapshot} send={sendToMachine} options={storyQuestionnaireOptions} />
    </div>
  );
}

/** The real machine with a fake server: each step refuses a blank Continue, then the whole way to thank you. */
export const WholeQuestionnaire: Story = {
  render: () => <QuestionnaireFlow />,
  play: async ({ canvas, step }) => {
    submitted.mockClear();
    const next = () => userEvent.click(canvas.getByRole('button', { name: /^(Continue|Next)$/ }));
    const refusedThen = async (answer: () => Promise<void>) => {
      await next();
      await expect(canvas.getByRole('alert')).toHaveTextContent(questionnaireMessages.stepIncomplete);
      await answer();
      await next();
    };
    await step('the five questions, each refused blank first', async () => {
      await refusedThen(() => userEvent.click(canvas.getByRole('radio', { name: 'Education' })));
      await expect(canvas.getByText('Step 2 of 6')).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 2, name: /hours of video/ })).toHaveFocus();
      await refusedThen(() => userEvent.click(canvas.getByRole('radio', { name: '11-25 hours' })));
      await refusedThen(() => userEvent.click(canvas.getByRole('radio', { name: 'Maybe' })));
      await refusedThen(() => userEvent.click(canvas.getByRole('radio', { name: '1-3 minutes' })));
      await refusedThen(() => userEvent.type(canvas.getByLabelText('Your goals'), 'Onboarding videos'));
    });
    await step('Go Back keeps the answer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
      await expect(canvas.getByLabelText('Your goals')).toHaveValue('Onboarding videos');
      await next();
    });
    await step('contact details with a searched country code', async () => {
      await next();
      await expect(canvas.getByRole('alert')).toHaveTextContent(questionnaireMessages.stepIncomplete);
      await userEvent.type(canvas.getByLabelText('First Name'), 'Maya');
      await userEvent.type(canvas.getByLabelText('Last Name'), 'Lind');
      await userEvent.type(canvas.getByLabelText('Email'), 'maya@northwind.studio');
      await userEvent.click(canvas.getByRole('button', { name: /^Country code: \+1/ }));
      await userEvent.keyboard('swe');
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Country code: +46 Sweden' })).toHaveFocus();
      await userEvent.type(canvas.getByLabelText(/^Phone/), '70 123 45 67');
    });
    await step('Next submits once, then the booking fallback and thank you', async () => {
      const nextButton = canvas.getByRole('button', { name: 'Next' });
      await userEvent.dblClick(nextButton);
      await expect(
        await canvas.findByRole('heading', { name: 'Schedule Your Meeting' }, { timeout: 3000 }),
      ).toBeVisible();
      await expect(submitted).toHaveBeenCalledTimes(1);
      await expect(submitted).toHaveBeenLastCalledWith(
        expect.objectContaining({
          firstName: 'Maya',
          countryCode: '+46',
          phone: '70 123 45 67',
          localization: 'Maybe',
        }),
      );
      await waitFor(() => expect(canvas.getByRole('link', { name: storyContactEmail })).toBeVisible());
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(
        canvas.getByRole('heading', { name: 'Thank you! We are looking forward to speaking with you.' }),
      ).toHaveFocus();
    });
  },
};
