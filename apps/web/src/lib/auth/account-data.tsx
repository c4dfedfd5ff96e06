import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defaultUserSettings } from '@looklab/shared/account/settings-defaults';
import type {
  Usage,
  UserSettings,
  UserSettingsPatch,
} from '@looklab/shared/account/settings.schema';
import { normalizeLevel, type MembershipLevel } from '@looklab/shared/membership/membership';
import { api, lazySchema } from '@/lib/api-client';
import { useAuth } from './auth-context';

// signed in only: loaded with the first request that needs them
const settingsModule = () => import('@looklab/shared/account/settings.schema');
const userSettingsSchema = lazySchema(settingsModule, (m) => m.userSettingsSchema);
const usageSchema = lazySchema(settingsModule, (m) => m.usageSchema);

export const SETTINGS_QUERY_KEY = ['account', 'settings'] as const;
export const USAGE_QUERY_KEY = ['account', 'usage'] as const;

/** The signed-in user's settings (spec defaults while missing). Live via /api/events. */
export function useSettings() {
  const { status, user } = useAuth();
  const query = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/settings', userSettingsSchema, signal),
    enabled: status === 'signedIn',
    staleTime: Infinity,
  });
  return {
    settings: query.data ?? defaultUserSettings,
    isLoading: status === 'loading' || (status === 'signedIn' && query.isPending),
    error: query.error,
    userId: user?.id ?? null,
  };
}

/**
 * Merge-writes the user's preferences (PATCH /api/settings); the answer replaces the cached
 * settings at once (the events stream brings it to other tabs).
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserSettingsPatch) => api.patch('/api/settings', patch, userSettingsSchema),
    onSuccess: (next) => queryClient.setQueryData(SETTINGS_QUERY_KEY, next),
  });
}

/** The signed-in user's usage counters. Live via /api/events. */
export function useUsage() {
  const { status } = useAuth();
  return useQuery({
    queryKey: USAGE_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/usage', usageSchema, signal),
    enabled: status === 'signedIn',
    staleTime: Infinity,
  });
}

/** Membership level of the signed-in user; null when signed out, undefined while loading. */
export function useMembershipLevel(): MembershipLevel | null | undefined {
  const { status } = useAuth();
  const { settings, isLoading } = useSettings();
  if (status === 'signedOut') return null;
  if (isLoading) return undefined;
  return normalizeLevel(settings.membershipLevel);
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/**
 * Keeps settings and usage live while signed in: the server pushes `settings` and `usage`
 * events over SSE. The stream is closed on sign-out.
 */
export function AccountLiveUpdates() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const userId = status === 'signedIn' ? (user?.id ?? null) : null;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });

    const applySettings = async (payload: unknown) => {
      const parsed = (await userSettingsSchema()).safeParse(payload);
      if (parsed.success) queryClient.setQueryData<UserSettings>(SETTINGS_QUERY_KEY, parsed.data);
    };
    const applyUsage = async (payload: unknown) => {
      const parsed = (await usageSchema()).safeParse(payload);
      if (parsed.success) queryClient.setQueryData<Usage>(USAGE_QUERY_KEY, parsed.data);
    };
    const onSettings = (event: MessageEvent<unknown>) => void applySettings(parseJson(event.data));
    const onUsage = (event: MessageEvent<unknown>) => void applyUsage(parseJson(event.data));
    // Also accept `{ type, data }` on the default channel.
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = parseJson(event.data);
      if (typeof message !== 'object' || message === null || !('type' in message)) return;
      const { type, data } = message as { type: unknown; data?: unknown };
      if (type === 'settings') void applySettings(data);
      if (type === 'usage') void applyUsage(data);
    };

    source.addEventListener('settings', onSettings);
    source.addEventListener('usage', onUsage);
    source.addEventListener('message', onMessage);
    return () => source.close();
  }, [userId, queryClient]);

  return null;
}
