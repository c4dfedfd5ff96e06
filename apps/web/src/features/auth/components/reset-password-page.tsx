import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authErrorText } from '@/lib/auth';
import { requestPasswordReset } from '@/lib/auth/auth-client';
import { resetRequestFormSchema, type ResetRequestForm } from '../auth-forms';
import { AuthLayout, SuccessNote, authLink } from './auth-layout';
import { AuthForm, EmailField, SubmitButton } from './form-fields';

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
        <SuccessNote icon={MailCheck}>
          <p>
            If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. Check
            your inbox and follow the link to choose a new password.
          </p>
        </SuccessNote>
      ) : (
        <AuthForm label="Reset password" error={error} onSubmit={onSubmit}>
          <EmailField registration={form.register('email')} error={errors.email} />
          <SubmitButton pending={isSubmitting}>Send Reset Link</SubmitButton>
        </AuthForm>
      )}
    </AuthLayout>
  );
}
