// The invitation sentence on the signup page, stating the credits and voice clones a code grants.
import { formatCount } from '../../lib/format';

const unlimited = -1;

function countOf(amount: number, singular: string, plural: string): string {
  if (amount === unlimited) return `unlimited ${plural}`;
  return `${formatCount(amount)} ${amount === 1 ? singular : plural}`;
}

export function invitationText(planTokensTotal: number, voiceClonesAllowed: number): string {
  return `Your invitation includes ${countOf(planTokensTotal, 'credit', 'credits')} and ${countOf(voiceClonesAllowed, 'voice clone', 'voice clones')}.`;
}
