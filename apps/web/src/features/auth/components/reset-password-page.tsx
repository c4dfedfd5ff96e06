import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authErrorText } from '@/lib/auth';
import { requestPasswordReset } from '@/lib/auth/auth-client';
import { resetRequestFormSchema, type ResetRequestForm } from '../auth-forms';
import { AuthLayout, FormError, authLink } from './auth-layout';

/** Step 1 of a reset: send the e-mail with the link to /auth/action. */
export function ResetPasswordPage() {
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ResetRequestForm>({
    resolver: zodResolver(resetRequestFormSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (e) {
      setError(authErrorText(e));
    }
  });

  return (
    <AuthLayout
      title="Reset your password"
      description="We'll e-mail you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/auth/signin" className={authLink}>
            Back to sign in
          </Link>
        </>
      }
    >
      {sentTo ? (
        <div
          role="status"
          className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300"
        >
          <MailCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. Check
            your inbox and follow the link to choose a new password.
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Reset password">
          <FormError message={error} />
          <Field label="Email" htmlFor="email" error={errors.email?.message}>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-invalid={errors.email ? true : undefined}
              {...form.register('email')}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="h-4 w-4" /> : null}
            Send Reset Link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
