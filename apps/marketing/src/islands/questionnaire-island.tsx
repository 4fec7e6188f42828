// The interactive part of /contact-form: the questionnaire machine with the site's actors, shown by
// @twin/ui's QuestionnaireScreen. Pre-rendered in its first state at build, hydrated in the browser
// (entries/contact-form.tsx). Restores an unsent draft from sessionStorage after hydration.
import * as React from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { QuestionnaireScreen } from '@twin/ui/features/questionnaire';
import { questionnaireFields } from '@twin/machines/questionnaire';
import { siteConfig } from '../site-config';
import { clearAnswersDraft, readAnswersDraft, saveAnswersDraft } from '../questionnaire/answers-draft';
import { createBookingPageLoader } from '../questionnaire/public-config';
import {
  createSiteQuestionnaireMachine,
  questionnaireOptions,
} from '../questionnaire/site-questionnaire-machine';
import { createAnswersSubmitter } from '../questionnaire/submit-answers';

export const questionnaireIslandId = 'questionnaire-island';

function createMachine() {
  const loadBookingPage = createBookingPageLoader();
  return {
    machine: createSiteQuestionnaireMachine(createAnswersSubmitter(), loadBookingPage),
    loadBookingPage,
  };
}

export function QuestionnaireIsland() {
  const [{ machine, loadBookingPage }] = React.useState(createMachine);
  const actor = useActorRef(machine, { input: { contactEmail: siteConfig.contactEmail } });
  const snapshot = useSelector(actor, (state) => state);

  React.useEffect(() => {
    // Warm the booking configuration so the booking screen rarely waits; failures retry there.
    loadBookingPage().catch(() => {});
    const draft = readAnswersDraft(window.sessionStorage);
    for (const field of questionnaireFields) {
      const value = draft[field];
      if (value !== undefined) actor.send({ type: 'answer.change', field, value });
    }
    const subscription = actor.subscribe((state) => {
      if (state.matches('filling')) saveAnswersDraft(window.sessionStorage, state.context.answers);
      else if (!state.matches('submitting')) clearAnswersDraft(window.sessionStorage);
    });
    return () => subscription.unsubscribe();
  }, [actor, loadBookingPage]);

  return <QuestionnaireScreen snapshot={snapshot} send={actor.send} options={questionnaireOptions} />;
}
