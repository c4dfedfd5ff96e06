import { messages } from '@looklab/shared/messages/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { authErrorText, useAuth } from '@/lib/auth';
import { signUpWithEmail } from '@/lib/auth/auth-client';
import { MIN_PASSWORD_LENGTH, signUpFormSchema, type SignUpForm } from '../auth-forms';
import { AuthLayout, authLink } from './auth-layout';
import { FederatedSignIn } from './federated-sign-in';
import { AuthForm, EmailField, NewPasswordFields, SubmitButton } from './form-fields';

export function SignUpPage() {
  const { refresh, accountsEnabled } = useAuth();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      // The server initializes the new user's settings; nothing else to call here.
      await signUpWithEmail({ email: values.email, password: values.password });
      await refresh();
    } catch (e) {
      setError(authErrorText(e));
    }
  });

  return (
    <AuthLayout
      title="Create your account"
      description="Free to start. Save up to three makeovers on the Freemium plan."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/signin" state={location.state as unknown} className={authLink}>
            Sign in
          </Link>
        </>
      }
    >
      <AuthForm
        label="Sign up"
        error={accountsEnabled ? error : messages.auth.notConfigured}
        onSubmit={onSubmit}
      >
        <EmailField registration={form.register('email')} error={errors.email} />
        <NewPasswordFields
          label="Password"
          confirmLabel="Confirm password"
          hint={
            <span className="text-xs text-stone-500 dark:text-stone-400">
              At least {MIN_PASSWORD_LENGTH} characters
            </span>
          }
          password={{ registration: form.register('password'), error: errors.password }}
          confirmPassword={{
            registration: form.register('confirmPassword'),
            error: errors.confirmPassword,
          }}
        />
        <SubmitButton pending={isSubmitting} disabled={!accountsEnabled}>
          Sign Up
        </SubmitButton>
      </AuthForm>
      {accountsEnabled ? <FederatedSignIn onError={setError} /> : null}
    </AuthLayout>
  );
}
