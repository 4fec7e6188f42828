// How the categorization steps name each speaking style and why a clip is suggested (ours: the
// spec names the styles and 'Option n' but gives no step texts). The suggestion follows the
// statistic the machines rank clips by (speech rate, pitch variation, median pitch).
import type { SpeakingStyle } from '@twin/machines/create-voice/categorization';

export const speakingStyleTexts: Record<
  SpeakingStyle,
  { title: string; question: string; suggestion: string }
> = {
  fastest: {
    title: 'Fastest',
    question: 'Which clip sounds the fastest?',
    suggestion: 'Suggested: fastest speech rate',
  },
  slowest: {
    title: 'Slowest',
    question: 'Which clip sounds the slowest?',
    suggestion: 'Suggested: slowest speech rate',
  },
  most_expressive: {
    title: 'Most Expressive',
    question: 'Which clip sounds the most expressive?',
    suggestion: 'Suggested: most pitch variation',
  },
  most_neutral: {
    title: 'Most Neutral',
    question: 'Which clip sounds the most neutral?',
    suggestion: 'Suggested: least pitch variation',
  },
  most_happy: {
    title: 'Most Happy',
    question: 'Which clip sounds the happiest?',
    suggestion: 'Suggested: highest pitch',
  },
};
