// The words of the dubbing editor's calls and of a segment regeneration (issue 25), for creators.
const credits = (count: number) => (count === 1 ? '1 credit' : `${count} credits`);

export const regenerateMessages = {
  jobNotFound: 'Localization job not found.',
  regenerationNotFound: 'This change was not found.',
  notFinished: 'This localized video is not finished yet.',
  alreadyRunning: 'A sentence of this video is already being spoken again. Please wait for it to finish.',
  noSuchSegment: 'This sentence is not in the localized video.',
  emptyTranslation: 'Please write the sentence to speak.',
  tooLongText: 'This sentence is too long. Please shorten it.',
  doesNotFit:
    'The new sentence takes too long to say in its place, even spoken a little faster. Please shorten it and try again.',
  nothingSpoken: 'The new sentence could not be spoken. Please change it and try again.',
  preparing: 'Preparing...',
  speaking: 'Speaking the new sentence...',
  mixing: 'Mixing the new sentence in...',
  saving: 'Saving the video...',
  failed: 'The sentence could not be spoken again. Please try again.',
  interrupted: 'The server restarted while the sentence was being spoken again. Please try again.',
  tookTooLong: 'Speaking the sentence again took too long and was stopped. Please try again.',
};

/** 403 at creation: the segment's seconds do not fit the balance. */
export function regenerateCreditsShortMessage(needed: number, left: number): string {
  return (
    `Speaking this sentence again needs ${credits(needed)} (1 credit per second), but you have ${credits(left)} ` +
    'left. Please upgrade your plan on the Account page.'
  );
}
