// Sample data for the public site's stories: the option lists of spec part 1 §3 (the app passes
// @twin/api-client's; ui may not import it), a dial-code search like the app's, the demo video, and
// filled-in answers.
import type { DemoVideoPlayerProps } from '../features/site/demo-video/demo-video-player';
import type { InquiryTypeOption } from '../features/enterprise-contact/enterprise-contact-view';
import type { DialCodeOption, QuestionnaireOptions } from '../features/questionnaire/questionnaire-options';

export const storyContactEmail = 'enterprise@twinstudio.ai';

const storyDialCodes: readonly DialCodeOption[] = [
  { code: '+1', country: 'United States / Canada' },
  { code: '+44', country: 'United Kingdom' },
  { code: '+46', country: 'Sweden' },
  { code: '+47', country: 'Norway' },
  { code: '+45', country: 'Denmark' },
  { code: '+358', country: 'Finland' },
  { code: '+49', country: 'Germany' },
  { code: '+33', country: 'France' },
  { code: '+34', country: 'Spain' },
  { code: '+61', country: 'Australia' },
  { code: '+81', country: 'Japan' },
  { code: '+55', country: 'Brazil' },
];

function searchStoryDialCodes(query: string): readonly DialCodeOption[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return storyDialCodes;
  const digits = needle.replace(/^\+/, '');
  return storyDialCodes.filter(
    (entry) =>
      entry.country.toLowerCase().includes(needle) ||
      (digits !== '' && entry.code.slice(1).startsWith(digits)),
  );
}

export const storyQuestionnaireOptions: QuestionnaireOptions = {
  industries: [
    'Technology',
    'Skilled Labour',
    'Consulting',
    'Education',
    'Healthcare',
    'Advertising & Marketing',
    'Media & Entertainment',
    'Retail',
    'Manufacturing',
    'Other',
  ],
  videoProductionHours: [
    '0-10 hours',
    '11-25 hours',
    '26-50 hours',
    '51-100 hours',
    '101-200 hours',
    '200+ hours',
  ],
  localization: ['Yes', 'No', 'Maybe'],
  videoLengths: [
    'Under 1 minute',
    '1-3 minutes',
    '3-5 minutes',
    '5-10 minutes',
    '10-30 minutes',
    '30+ minutes',
  ],
  dialCodes: storyDialCodes,
  searchDialCodes: searchStoryDialCodes,
};

export const storyInquiryTypes: readonly InquiryTypeOption[] = [
  { value: 'enterprise', label: 'Enterprise Plan' },
  { value: 'custom', label: 'Custom Integration' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'support', label: 'Technical Support' },
  { value: 'other', label: 'Other' },
];

/** The site's demo video paths; Storybook serves no media, so the poster area shows its backdrop. */
export const storyDemoVideo: DemoVideoPlayerProps = {
  src: '/media/demo.mp4',
  captionsSrc: '/media/demo.en.vtt',
  poster: {
    src: '/media/demo-poster-1280.webp',
    srcSet: '/media/demo-poster-640.webp 640w, /media/demo-poster-1280.webp 1280w',
    width: 1280,
    height: 720,
  },
  durationSeconds: 16,
  title: 'Twin Studio demo: meet your digital twin',
  caption: 'A digital twin introduces itself: the voice, the script and 30+ languages.',
};
