import { z } from 'zod';
import { authErrorMessages } from '@looklab/shared/messages/auth-errors';

/** Matches the server's better-auth minimum. */
export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .email(authErrorMessages.invalidEmail);
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(128, authErrorMessages.weakPassword);

export const signInFormSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const signUpFormSchema = z
  .object({ email, password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const resetRequestFormSchema = z.object({ email });
export type ResetRequestForm = z.infer<typeof resetRequestFormSchema>;

export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
