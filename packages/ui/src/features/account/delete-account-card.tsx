// DeleteAccountCard: "Delete my account" (issue 26). The button opens an alert dialog (Radix Dialog with the
// alertdialog role) asking for the password; the account-deletion machine sends it, keeps a refusal in the dialog
// and, once deleted, the app signs out. Everything goes for good: the dialog says so.
import { useState, type FormEvent } from 'react';
import { Trash2Icon } from 'lucide-react';
import type { AccountDeletionEvent, AccountDeletionSnapshot } from '@twin/machines/account/account-deletion';
import { Button } from '../../components/button/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { ErrorMessage } from '../../components/status-message/status-messages';
import type { MachineBinding } from '../../lib/machine-binding';

export const deleteAccountTexts = {
  title: 'Delete my account',
  description: 'Deletes your account with every voice, video, take and file you made. This cannot be undone.',
  dialogTitle: 'Delete your account?',
  dialogDescription:
    'Your account, your voices, videos, speech takes, projects and every file go for good, and you are signed out. Enter your password to confirm.',
  confirm: 'Delete my account',
  deleting: 'Deleting...',
  cancel: 'Cancel',
} as const;

export function DeleteAccountCard({
  binding,
}: {
  binding: MachineBinding<AccountDeletionSnapshot, AccountDeletionEvent>;
}) {
  const { snapshot, send } = binding;
  const [password, setPassword] = useState('');
  const deleting = snapshot.matches('deleting');
  const open = snapshot.matches('confirming') || deleting;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!deleting && password) send({ type: 'deletion.confirm', password });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{deleteAccountTexts.title}</CardTitle>
        <CardDescription>{deleteAccountTexts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="destructive" onClick={() => send({ type: 'deletion.open' })}>
          <Trash2Icon aria-hidden />
          {deleteAccountTexts.confirm}
        </Button>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (!next && !deleting) {
              setPassword('');
              send({ type: 'deletion.cancel' });
            }
          }}
        >
          <DialogContent role="alertdialog" showCloseButton={false}>
            <form className="grid gap-4" onSubmit={submit}>
              <DialogHeader>
                <DialogTitle>{deleteAccountTexts.dialogTitle}</DialogTitle>
                <DialogDescription>{deleteAccountTexts.dialogDescription}</DialogDescription>
              </DialogHeader>
              <Field label="Password">
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  disabled={deleting}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Field>
              <ErrorMessage text={snapshot.context.error} />
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  disabled={deleting}
                  onClick={() => {
                    setPassword('');
                    send({ type: 'deletion.cancel' });
                  }}
                >
                  {deleteAccountTexts.cancel}
                </Button>
                <Button type="submit" variant="destructive" disabled={deleting || !password}>
                  {deleting ? deleteAccountTexts.deleting : deleteAccountTexts.confirm}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
