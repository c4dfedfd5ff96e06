import { ChevronRight, User } from 'lucide-react';
import type { PersonAnalysis } from '@looklab/shared';
import { cn } from '@/lib/cn';
import { EmptyStep } from '../components/empty-step';
import { imageSrc, useStudioStore } from '../store/studio-store';
import { useGoToStep } from '../store/use-go-to-step';
import { usePersistSelectedPerson } from './use-persist-selected-person';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Woman, about 23 · Oblong face · Fair skin' (the face shape without its measurements). */
function personSummary(p: PersonAnalysis): string {
  const shape = p.faceShape.replace(/\s*\(.*$/, '').trim();
  return [
    `${p.gender === 'female' ? 'Woman' : 'Man'}, about ${p.estimatedAge}`,
    `${capitalized(shape)} face`,
    `${capitalized(p.skinTone)} skin`,
  ].join(' · ');
}

/** A person's box kept inside the photo (a box may reach past its edges). */
function clampBox(b: PersonAnalysis['personBox'], w: number, h: number) {
  const x = Math.max(0, b.x);
  const y = Math.max(0, b.y);
  return {
    x,
    y,
    width: Math.max(1, Math.min(w, b.x + b.width) - x),
    height: Math.max(1, Math.min(h, b.y + b.height) - y),
  };
}

/** Step 1b: choose one of several detected people. */
export function SelectPersonPage() {
  const goToStep = useGoToStep();
  const persistSelectedPerson = usePersistSelectedPerson();
  const people = useStudioStore((s) => s.people);
  const image = useStudioStore((s) => s.originalImage);
  const selectedId = useStudioStore((s) => s.selectedPersonId);

  if (!image || people.length === 0) {
    return <EmptyStep text="Upload a photo first to choose a person." />;
  }
  const first = people[0];
  const w = first?.imageWidth ?? 1;
  const h = first?.imageHeight ?? 1;

  const choose = (id: string) => {
    useStudioStore.getState().selectPerson(id);
    void persistSelectedPerson(id);
    goToStep('hairstyles');
  };

  return (
    <section aria-labelledby="select-person-title" className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div>
        <h2
          id="select-person-title"
          className="font-display text-2xl font-semibold text-stone-900 dark:text-white"
        >
          We found {people.length} people — who is getting the makeover?
        </h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Click a person on the photo or in the list.
        </p>
        <div className="relative mt-4 overflow-hidden rounded-3xl bg-stone-900 shadow-xl">
          <img src={imageSrc(image)} alt="Uploaded photo" className="block h-auto w-full" />
          <svg
            viewBox={`0 0 ${w} ${h}`}
            className="absolute inset-0 h-full w-full"
            role="group"
            aria-label="Detected people"
          >
            {people.map((p, i) => {
              const b = clampBox(p.personBox, w, h);
              const active = p.id === selectedId;
              const r = Math.max(14, Math.min(w, h) * 0.035);
              return (
                <g
                  key={p.id}
                  role="button"
                  tabIndex={0}
                  aria-label={`Person ${i + 1}`}
                  data-testid={`person-outline-${i + 1}`}
                  className="group cursor-pointer outline-none"
                  onClick={() => choose(p.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      choose(p.id);
                    }
                  }}
                >
                  <rect
                    x={b.x}
                    y={b.y}
                    width={b.width}
                    height={b.height}
                    rx={Math.min(b.width, b.height) * 0.08}
                    className={cn(
                      'fill-white/0 stroke-white transition group-hover:fill-white/10 group-hover:stroke-brand-400 group-focus-visible:fill-white/10 group-focus-visible:stroke-brand-400',
                      active && 'stroke-brand-500',
                    )}
                    strokeWidth={Math.max(3, w / 250)}
                    strokeDasharray={active ? undefined : `${w / 60} ${w / 120}`}
                  />
                  <circle cx={b.x + r * 1.2} cy={b.y + r * 1.2} r={r} className="fill-brand-500" />
                  <text
                    x={b.x + r * 1.2}
                    y={b.y + r * 1.2}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={r * 1.2}
                    fontWeight={700}
                    className="fill-white"
                  >
                    {i + 1}
                  </text>
                </g>
              );
            })}
          </svg>
        </div>
      </div>
      <ul className="flex flex-col gap-3 lg:pt-16" aria-label="People">
        {people.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => choose(p.id)}
              className={cn(
                'flex w-full items-center gap-3 rounded-2xl border bg-white p-3 text-left shadow-sm transition hover:border-brand-400 hover:shadow-md dark:bg-stone-900',
                p.id === selectedId
                  ? 'border-brand-500 ring-2 ring-brand-500/30'
                  : 'border-stone-200 dark:border-white/10',
              )}
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-gradient font-semibold text-white">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-medium text-stone-900 dark:text-white">
                  <User className="h-3.5 w-3.5" aria-hidden="true" />
                  Person {i + 1}
                </span>
                <span className="block text-xs text-stone-600 dark:text-stone-400">
                  {personSummary(p)}
                </span>
              </span>
              <ChevronRight className="h-4 w-4 text-stone-400" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
