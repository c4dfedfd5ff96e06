import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authErrorText, useAuth } from '@/lib/auth';
import { useClientConfig } from '@/lib/client-config';
import { signInWithPopup } from '../api/popup-sign-in';

/** 'Continue with …' in a popup for each identity provider the server has. */
export function FederatedSignIn({ onError }: { onError: (message: string | null) => void }) {
  const providers = useClientConfig()?.providers ?? [];
  const { refresh } = useAuth();
  const [busy, setBusy] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (id: string) => {
    onError(null);
    setBusy(id);
    try {
      await signInWithPopup(id);
      await refresh();
    } catch (error) {
      onError(authErrorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-stone-400 uppercase">
        <span className="h-px flex-1 bg-stone-200 dark:bg-white/10" />
        or
        <span className="h-px flex-1 bg-stone-200 dark:bg-white/10" />
      </div>
      <div className="space-y-2">
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() => void start(provider.id)}
            disabled={busy !== null}
          >
            {busy === provider.id ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <KeyRound className="h-4 w-4" aria-hidden="true" />
            )}
            Continue with {provider.name}
          </Button>
        ))}
      </div>
    </>
  );
}
