export { SignInPage } from './components/sign-in-page';
export { SignUpPage } from './components/sign-up-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { AuthActionPage } from './components/auth-action-page';
export { ChangePasswordPage } from './components/change-password-page';
export { OAuthHandlerPage } from './components/oauth-handler-page';
