// PasswordCard: change the password with the current one. Sending it signs out every other browser and ends the
// links to media handed out before; this browser stays signed in. The fields empty once the form is sent.
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card/card';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import type { PasswordChangeForm } from './account-types';

export interface PasswordCardProps {
  onChangePassword: (form: PasswordChangeForm) => void;
  /** A profile or password change is running. */
  busy?: boolean;
}

export function PasswordCard({ onChangePassword, busy = false }: PasswordCardProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !currentPassword || !newPassword) return;
    onChangePassword({ currentPassword, newPassword });
    setCurrentPassword('');
    setNewPassword('');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Changing it signs you out on every other device. You stay signed in here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-label="Change password" className="grid gap-5 sm:grid-cols-2" onSubmit={submit}>
          <Field label="Current Password">
            <Input
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          </Field>
          <Field label="New Password">
            <Input
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy || !currentPassword || !newPassword}>
              Change Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
