// How credits are counted, one rule for the server's charges and the studio's figures shown before a press: 1 credit
// per second of audio or video, whole seconds rounded up, at least 1, after rounding to milliseconds so that
// 4.0000001 s costs 4.
export function creditsForSeconds(seconds: number): number {
  return Math.max(1, Math.ceil(Math.round(seconds * 1000) / 1000));
}
