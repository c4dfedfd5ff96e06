export {
  AuthProvider,
  useAuth,
  SESSION_QUERY_KEY,
  type AuthState,
  type AuthStatus,
} from './auth-context';
export {
  AccountLiveUpdates,
  useSettings,
  useUpdateSettings,
  useUsage,
  useMembershipLevel,
  SETTINGS_QUERY_KEY,
  USAGE_QUERY_KEY,
} from './account-data';
export { authErrorText } from './auth-errors';
export type { AuthUser } from './auth-client';
