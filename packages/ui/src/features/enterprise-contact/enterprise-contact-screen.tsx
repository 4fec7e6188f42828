// The enterprise contact screen: maps an enterpriseContact machine snapshot to the view, sends the
// user's events, and focuses 'Thank You!' once the message is "sent".
import * as React from 'react';
import {
  enterpriseContactErrors,
  type EnterpriseContactEvent,
  type EnterpriseContactSnapshot,
} from '@twin/machines/enterprise-contact';
import { EnterpriseContactView, type InquiryTypeOption } from './enterprise-contact-view';

export interface EnterpriseContactScreenProps {
  snapshot: EnterpriseContactSnapshot;
  send: (event: EnterpriseContactEvent) => void;
  inquiryTypes: readonly InquiryTypeOption[];
  contactEmail: string;
}

export function EnterpriseContactScreen({
  snapshot,
  send,
  inquiryTypes,
  contactEmail,
}: EnterpriseContactScreenProps) {
  const status = snapshot.matches('sent') ? 'sent' : snapshot.matches('sending') ? 'sending' : 'editing';
  const { form, attempted } = snapshot.context;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const wasSent = React.useRef(status === 'sent');
  React.useEffect(() => {
    if (status !== 'sent' || wasSent.current) return;
    wasSent.current = true;
    headingRef.current?.focus();
  }, [status]);

  return (
    <EnterpriseContactView
      status={status}
      form={form}
      errors={attempted ? enterpriseContactErrors(form) : {}}
      inquiryTypes={inquiryTypes}
      contactEmail={contactEmail}
      onChange={(field, value) => send({ type: 'inquiry.change', field, value })}
      onSubmit={() => send({ type: 'inquiry.submit' })}
      headingRef={headingRef}
    />
  );
}
