// @twin/ui/features/enterprise-contact: the /contact page, its view and its screen over the
// enterprise contact machine.
export { EnterpriseContactPage } from './enterprise-contact-page';
export { EnterpriseContactScreen, type EnterpriseContactScreenProps } from './enterprise-contact-screen';
export {
  EnterpriseContactView,
  type EnterpriseContactViewProps,
  type InquiryTypeOption,
} from './enterprise-contact-view';
