// The public site's machines that Storybook catalogues (spread into ./story-machines.ts):
// questionnaire and enterprise contact, each with its graph walk and the context a state story starts
// from, so the story-coverage test demands a story for every reachable state.
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { enterpriseContactMachine, type EnterpriseContactMachine } from '@twin/machines/enterprise-contact';
import { questionnaireMachine, type QuestionnaireMachine } from '@twin/machines/questionnaire';
import {
  enterpriseContactMachineWalk,
  questionnaireMachineWalk,
  type MachineWalk,
} from '@twin/machines/testing';

export interface SiteStoryMachineMap {
  questionnaire: QuestionnaireMachine;
  enterpriseContact: EnterpriseContactMachine;
}

interface Entry<TMachine extends AnyStateMachine> {
  machine: TMachine;
  walk: MachineWalk<TMachine>;
  defaultContext: ContextFrom<TMachine>;
}

export const siteStoryMachines: {
  [Name in keyof SiteStoryMachineMap]: Entry<SiteStoryMachineMap[Name]>;
} = {
  questionnaire: {
    machine: questionnaireMachine,
    walk: questionnaireMachineWalk,
    defaultContext: {
      answers: {
        industry: '',
        videoProductionHours: '',
        localization: '',
        videoLength: '',
        goals: '',
        firstName: '',
        lastName: '',
        phone: '',
        countryCode: '+1',
        email: '',
        company: '',
      },
      stepError: null,
      submitError: null,
      booking: { bookingUrl: null, contactEmail: 'enterprise@twinstudio.ai' },
    },
  },
  enterpriseContact: {
    machine: enterpriseContactMachine,
    walk: enterpriseContactMachineWalk,
    defaultContext: {
      form: { name: '', email: '', company: '', inquiryType: 'enterprise', message: '' },
      attempted: false,
    },
  },
};
