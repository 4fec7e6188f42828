// @twin/ui/features/privacy: the privacy policy page.
export { PrivacyPolicyPage, privacySections, type PrivacyPolicyPageProps } from './privacy-policy-page';
