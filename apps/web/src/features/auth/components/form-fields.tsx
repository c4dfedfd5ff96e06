import type { FormEventHandler, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormError } from './auth-layout';

type RegisteredFieldProps = {
  /** `form.register(name)`; the name is also the input's id. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
};

/** An auth form: no browser validation (zod reports), the form-level error box first. */
export function AuthForm({
  label,
  error,
  onSubmit,
  children,
}: {
  label: string;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={label}>
      <FormError message={error} />
      {children}
    </form>
  );
}

export function EmailField({ registration, error }: RegisteredFieldProps) {
  return (
    <Field label="Email" htmlFor={registration.name} error={error?.message}>
      <Input
        id={registration.name}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        aria-invalid={error ? true : undefined}
        {...registration}
      />
    </Field>
  );
}

export function PasswordField({
  label,
  autoComplete,
  hint,
  registration,
  error,
}: RegisteredFieldProps & {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
}) {
  return (
    <Field label={label} htmlFor={registration.name} error={error?.message} hint={hint}>
      <Input
        id={registration.name}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        {...registration}
      />
    </Field>
  );
}

/** A new password and its confirmation (sign-up, reset link, change password). */
export function NewPasswordFields({
  password,
  confirmPassword,
  label = 'New password',
  confirmLabel = 'Confirm new password',
  hint,
}: {
  password: RegisteredFieldProps;
  confirmPassword: RegisteredFieldProps;
  label?: string;
  confirmLabel?: string;
  hint?: ReactNode;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={hint} {...password} />
      <PasswordField label={confirmLabel} autoComplete="new-password" {...confirmPassword} />
    </>
  );
}

/** Full-width submit button with a spinner while the request is in flight. */
export function SubmitButton({
  pending,
  disabled = false,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending || disabled}>
      {pending ? <Spinner className="h-4 w-4" /> : null}
      {children}
    </Button>
  );
}
