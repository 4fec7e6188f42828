// The texts of the credit reservations (speech, and the jobs that speak): a balance too short before or
// after synthesis, and too many generations at once.
const credits = (count: number) => (count === 1 ? '1 credit' : `${count} credits`);

/** 403 before synthesis: the estimate does not fit the balance. */
export function creditsShortMessage(needed: number, left: number, heldByOthers: number): string {
  const held = heldByOthers > 0 ? ` (${credits(heldByOthers)} more are held by speech being generated)` : '';
  return (
    `This speech needs about ${credits(needed)} (1 credit per second of audio), but you have ${credits(left)} ` +
    `left${held}. Please shorten the text or upgrade your plan on the Account page.`
  );
}

/** 429: the user already runs as many generations as allowed at once. */
export function generationsAtOnceMessage(atOnce: number): string {
  const running = atOnce === 1 ? 'a speech generation' : `${atOnce} speech generations`;
  return `You already have ${running} running. Please wait for one to finish, then try again.`;
}

/** 403 after synthesis: the audio came out longer than the balance allows. */
export function creditsShortAfterMessage(seconds: number, needed: number, left: number): string {
  return (
    `This speech came out ${seconds.toFixed(1)} seconds long and needs ${credits(needed)}, but you have ` +
    `${credits(left)} left. Please shorten the text or upgrade your plan on the Account page.`
  );
}
