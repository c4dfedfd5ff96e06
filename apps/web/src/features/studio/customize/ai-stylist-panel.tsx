import * as Slider from '@radix-ui/react-slider';
import { Loader2, Wand2, Zap } from 'lucide-react';
import { useState } from 'react';
import { aiStylistNotice, failedToGetSuggestion } from '@looklab/shared';
import type { Selections } from '@looklab/shared';
import { useAnnounce, useErrorToast } from '@/app/overlays';
import { Button } from '@/components/ui/button';
import { useSettings } from '@/lib/auth';
import { suggestLook } from '../api/ai-api';
import { currentSelections } from '../store/selection-rules';
import { DEFAULT_TEMPERATURE, useSelectedPerson, useStudioStore } from '../store/studio-store';
import { markEditClick } from './preview-timing';

/** Asks the AI stylist and applies its look (announcing 'AI Stylist: {rationale}'). */
export function useAiStylist(): () => Promise<boolean> {
  const person = useSelectedPerson();
  const temperature = useStudioStore((s) => s.suggestionTemperature);
  const goal = useStudioStore((s) => s.styleGoal);
  const { settings } = useSettings();
  const announce = useAnnounce();
  const showError = useErrorToast();
  return async () => {
    if (!person) return false;
    try {
      const { suggestion } = await suggestLook({
        personProfile: person.personProfile,
        person: {
          gender: person.gender,
          hairStatus: person.hairStatus,
          faceShape: person.faceShape,
          estimatedAge: person.estimatedAge,
          skinTone: person.skinTone,
          undertone: person.undertone,
          eyeColor: person.eyeColor,
          colorAnalysis: person.colorAnalysis,
        },
        temperature,
        styleGoal: goal,
        stylePreferences: settings.stylePreferences,
        useAvantGardeStyles: settings.useAvantGardeStyles,
      });
      const { rationale: why, ...look } = suggestion;
      const current = currentSelections(useStudioStore.getState());
      const next: Selections = { ...current, ...look, hairstyle: current.hairstyle };
      markEditClick();
      useStudioStore.getState().changeSelections(next, why);
      announce(aiStylistNotice(why));
      return true;
    } catch (e) {
      showError(failedToGetSuggestion(e instanceof Error ? e.message : ''));
      return false;
    }
  };
}

/** The AI stylist: creativity and goal → a suggested look with its rationale. */
export function AiStylistPanel({ onOneClick }: { onOneClick: () => Promise<void> }) {
  const temperature = useStudioStore((s) => s.suggestionTemperature);
  const goal = useStudioStore((s) => s.styleGoal);
  const rationale = useStudioStore((s) => s.lastAIRationale);
  const runStylist = useAiStylist();
  const [busy, setBusy] = useState<'suggest' | 'oneClick' | null>(null);

  const suggest = async () => {
    setBusy('suggest');
    await runStylist();
    setBusy(null);
  };

  return (
    <section
      aria-labelledby="ai-stylist-title"
      className="rounded-3xl border border-violet-200 bg-gradient-to-br from-brand-50 via-white to-violet-50 p-4 shadow-sm dark:border-violet-400/20 dark:from-brand-500/10 dark:via-stone-900 dark:to-violet-500/10"
    >
      <h3
        id="ai-stylist-title"
        className="flex items-center gap-2 font-semibold text-stone-900 dark:text-white"
      >
        <Wand2 className="h-4 w-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
        AI Stylist
      </h3>
      <label
        className="mt-3 block text-xs font-medium text-stone-700 dark:text-stone-300"
        htmlFor="style-goal"
      >
        Style goal
      </label>
      <input
        id="style-goal"
        value={goal}
        maxLength={500}
        placeholder="e.g. polished look for a job interview"
        onChange={(e) => useStudioStore.getState().styleGoalChanged(e.target.value)}
        className="mt-1 h-9 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-400/30 dark:border-white/15 dark:bg-stone-900 dark:text-white"
      />
      <div className="mt-3 flex items-center justify-between text-xs font-medium text-stone-700 dark:text-stone-300">
        <span id="creativity-label">Creativity</span>
        <span>{temperature.toFixed(1)}</span>
      </div>
      <Slider.Root
        className="relative mt-2 flex h-5 w-full touch-none items-center select-none"
        min={0}
        max={2}
        step={0.1}
        value={[temperature]}
        onValueChange={([v]) =>
          useStudioStore.getState().temperatureChanged(v ?? DEFAULT_TEMPERATURE)
        }
        aria-labelledby="creativity-label"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200 dark:bg-white/15">
          <Slider.Range className="absolute h-full rounded-full bg-brand-gradient" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Creativity"
          className="block h-5 w-5 rounded-full border-2 border-brand-500 bg-white shadow focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none"
        />
      </Slider.Root>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void suggest()}>
          {busy === 'suggest' ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Wand2 className="h-4 w-4" aria-hidden="true" />
          )}
          Suggest a look
        </Button>
        <Button
          size="sm"
          disabled={busy !== null}
          onClick={() => {
            setBusy('oneClick');
            void onOneClick().finally(() => setBusy(null));
          }}
        >
          {busy === 'oneClick' ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Zap className="h-4 w-4" aria-hidden="true" />
          )}
          1-Click Makeover
        </Button>
      </div>
      {rationale ? (
        <p
          data-testid="ai-rationale"
          className="mt-3 rounded-xl bg-white/70 p-2 text-xs leading-relaxed text-stone-700 dark:bg-white/5 dark:text-stone-300"
        >
          {rationale}
        </p>
      ) : null}
    </section>
  );
}
