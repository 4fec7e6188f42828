// StatusMessages: a machine's error (an alert) and notice (a status: in progress with a spinner,
// or done with a tick) above a form's actions. Texts are the machines' own, word for word.
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Alert } from '../alert/alert';
import { Spinner } from '../spinner/spinner';

export function ErrorMessage({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Alert variant="error">
      <CircleAlertIcon aria-hidden />
      <span>{text}</span>
    </Alert>
  );
}

export function NoticeMessage({ text, busy = false }: { text: string | null | undefined; busy?: boolean }) {
  if (!text) return null;
  return (
    <Alert variant={busy ? 'info' : 'success'}>
      {busy ? <Spinner decorative size="sm" /> : <CircleCheckIcon aria-hidden />}
      <span>{text}</span>
    </Alert>
  );
}
