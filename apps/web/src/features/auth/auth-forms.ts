import { z } from 'zod';
import {
  isWeakPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@looklab/shared/account/password-rules';
import { apiMessages } from '@looklab/shared/messages/api-messages';
import { authErrorMessages } from '@looklab/shared/messages/auth-errors';

/** The server's rule (packages/shared), shown before the form is sent. */
export { MIN_PASSWORD_LENGTH };

const email = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .email(authErrorMessages.invalidEmail);
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, apiMessages.passwordTooShort(MIN_PASSWORD_LENGTH))
  .max(MAX_PASSWORD_LENGTH, authErrorMessages.weakPassword)
  .refine((password) => !isWeakPassword(password), authErrorMessages.weakPassword);

export const signInFormSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const signUpFormSchema = z
  .object({ email, password: newPassword, confirmPassword: z.string() })
  .refine((v) => !isWeakPassword(v.password, v.email), {
    path: ['password'],
    message: authErrorMessages.weakPassword,
  })
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
