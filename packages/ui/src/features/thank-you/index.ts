// @twin/ui/features/thank-you: the 'what happens next' page.
export { WhatHappensNextPage, whatHappensNextSteps } from './what-happens-next-page';
