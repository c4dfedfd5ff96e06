import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { stepPath } from './paths';
import { useStudioStore } from './studio-store';
import type { StudioState } from './types';

export type StudioStep = StudioState['visitorStage'];

/**
 * Moves to a workflow step: signed-in users by URL (`/hairstyles/{id}` …); visitors stay on
 * '/' (the studio routes need an account) and the step is kept in the store.
 */
export function useGoToStep(): (step: StudioStep) => void {
  const navigate = useNavigate();
  const { status } = useAuth();
  return useCallback(
    (step: StudioStep) => {
      if (status !== 'signedIn') {
        useStudioStore.getState().visitorStageChanged(step);
        if (window.location.pathname !== '/') void navigate('/');
        document.getElementById('studio-top')?.scrollIntoView({ block: 'start' });
        return;
      }
      const id = useStudioStore.getState().currentMakeoverId;
      void navigate(step === 'select-person' ? '/select-person' : stepPath(step, id));
    },
    [navigate, status],
  );
}
