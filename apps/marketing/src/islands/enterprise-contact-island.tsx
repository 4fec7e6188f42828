// The interactive part of /contact: the enterprise contact machine (its rule from the shared schema;
// per the spec nothing is sent) shown by @twin/ui's EnterpriseContactScreen. Pre-rendered at build,
// hydrated in the browser (entries/contact.tsx).
import { useActorRef, useSelector } from '@xstate/react';
import { enterpriseContactSchema, inquiryTypes } from '@twin/api-client';
import { EnterpriseContactScreen } from '@twin/ui/features/enterprise-contact';
import { enterpriseContactMachine, type EnterpriseContactForm } from '@twin/machines/enterprise-contact';
import { siteConfig } from '../site-config';

export const enterpriseContactIslandId = 'enterprise-contact-island';

/** Name, a basic e-mail and a message, by @twin/api-client's enterprise contact schema (§5). */
export function isCompleteBySharedSchema(form: EnterpriseContactForm): boolean {
  return enterpriseContactSchema.safeParse({ ...form, company: form.company || undefined }).success;
}

const siteEnterpriseContactMachine = enterpriseContactMachine.provide({
  guards: { formIsComplete: ({ context }) => isCompleteBySharedSchema(context.form) },
});

export function EnterpriseContactIsland() {
  const actor = useActorRef(siteEnterpriseContactMachine, { input: {} });
  const snapshot = useSelector(actor, (state) => state);
  return (
    <EnterpriseContactScreen
      snapshot={snapshot}
      send={actor.send}
      inquiryTypes={inquiryTypes}
      contactEmail={siteConfig.contactEmail}
    />
  );
}
