// @twin/machines/credits: the credits refresh of the signed-in layout and its types.
export { creditsMachine, creditsRefreshInterval } from './credits.machine';
export type {
  CreditsActorRef,
  CreditsContext,
  CreditsEvent,
  CreditsMachine,
  CreditsSnapshot,
  CreditUsage,
} from './credits.machine';
