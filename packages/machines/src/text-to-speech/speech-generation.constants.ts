// Business constants of the speech page (spec part 2 §3, §9): how long a pending generation may be
// resent, how long notices stay, the defaults of language and style, and the model_type rule.
import type { SpeakingStyle } from '../create-voice/categorization/categorization.clips';

/** A stored generate request is resent on page load only when younger than this (5 minutes). */
export const PENDING_GENERATION_MAX_AGE = 5 * 60 * 1000;

/** Notices ('Speech generated successfully!', 'Audio added to timeline!') auto-dismiss after 2000 ms. */
export const speechNoticeDuration = 2000;

/** 'Text translated to …' clears after 1 second. */
export const translationNoticeDuration = 1000;

export const defaultSpeechLanguage = 'en';
export const defaultStyleChoice: SpeakingStyle = 'fastest';

/**
 * model_type is 'finetuned' only when the language is Norwegian and the model name lacks the
 * base-model marker (§9). The spec does not name the marker; ours is the word 'base' in the name
 * (any case).
 */
export const baseModelMarker = 'base';
export const finetunedLanguage = 'no';
