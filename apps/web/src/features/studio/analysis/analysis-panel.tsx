import { ChevronDown, ScanFace } from 'lucide-react';
import type { ReactNode } from 'react';
import { swatchHex } from '@looklab/shared';
import type { PersonAnalysis } from '@looklab/shared';
import { cn } from '@/lib/cn';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const hairStatusText = (status: string) => capitalized(status.replace(/_/g, ' '));
/** Fields the analysis leaves empty (or 'x') are not shown. */
const filled = (values: (string | null | undefined)[]) =>
  values.filter((v): v is string => !!v && v.trim().length > 0);

/** One finding; `wide` ones take the whole row on a phone (two columns there). */
function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-2xl bg-stone-50 p-3 dark:bg-white/5',
        wide && 'col-span-2 sm:col-span-1',
      )}
    >
      <dt className="text-[0.7rem] font-semibold tracking-widest text-stone-500 uppercase dark:text-stone-400">
        {label}
      </dt>
      <dd className="mt-1 text-sm leading-snug text-stone-800 dark:text-stone-100">{children}</dd>
    </div>
  );
}

/** 'Oval (length 1.37× width, …)': the shape, then its measurements in small print. */
function FaceShape({ text }: { text: string }) {
  const [, shape = text, detail] = /^([^(]*)(\(.*\))?\s*$/.exec(text) ?? [];
  return (
    <>
      <span className="font-medium">{capitalized(shape.trim())}</span>
      {detail ? (
        <span className="block text-xs text-stone-500 dark:text-stone-400">{detail}</span>
      ) : null}
    </>
  );
}

function Lines({ items }: { items: string[] }) {
  if (items.length === 0) return <span className="text-stone-500">Nothing of note</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Swatches({ label, names, avoid }: { label: string; names: string[]; avoid?: boolean }) {
  return (
    <div>
      <p className="text-xs font-medium text-stone-600 dark:text-stone-300">{label}</p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={label}>
        {names.map((name) => (
          <li
            key={name}
            className="inline-flex items-center gap-1.5 rounded-full border border-stone-200 bg-white py-0.5 pr-2.5 pl-0.5 text-xs text-stone-700 dark:border-white/10 dark:bg-stone-900 dark:text-stone-200"
          >
            <span
              className={cn(
                'relative h-5 w-5 overflow-hidden rounded-full border border-black/10 dark:border-white/20',
                avoid &&
                  'after:absolute after:top-1/2 after:left-[-2px] after:h-0.5 after:w-[calc(100%+4px)] after:-rotate-45 after:bg-red-600',
              )}
              style={{ background: swatchHex(name) }}
              aria-hidden="true"
            />
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Everything the analysis holds about one person (face, skin, undertone, colour season with
 * best and avoid colours, eyes, lips, brows, hair, dental and cosmetic assessments); one column
 * on a phone, two from small screens up.
 */
export function AnalysisPanel({
  person,
  className,
}: {
  person: PersonAnalysis;
  className?: string;
}) {
  const color = person.colorAnalysis;
  const lips = person.lipAnalysis;
  const brows = person.eyebrowAnalysis;
  return (
    <details
      data-testid="analysis-panel"
      className={cn(
        'group min-w-0 rounded-3xl border border-stone-200 bg-white shadow-sm dark:border-white/10 dark:bg-stone-900',
        className,
      )}
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 p-4 sm:px-5 [&::-webkit-details-marker]:hidden">
        <ScanFace
          className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300"
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-stone-900 dark:text-white">Your analysis</span>
          <span className="block truncate text-xs text-stone-600 dark:text-stone-400">
            {[
              `${person.gender === 'female' ? 'Woman' : 'Man'}, about ${person.estimatedAge}`,
              `${capitalized(person.faceShape.replace(/\s*\(.*$/, ''))} face`,
              `${capitalized(person.skinTone)} skin`,
              color.season,
            ].join(' · ')}
          </span>
        </span>
        <span className="hidden gap-1 sm:flex" aria-hidden="true">
          {color.bestColors.slice(0, 5).map((c) => (
            <span
              key={c.name}
              className="h-4 w-4 rounded-full border border-black/10 dark:border-white/20"
              style={{ background: swatchHex(c.name) }}
            />
          ))}
        </span>
        <ChevronDown
          className="h-4 w-4 shrink-0 text-stone-500 transition group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="border-t border-stone-100 p-4 sm:p-5 dark:border-white/10">
        <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          <Fact label="Face shape">
            <FaceShape text={person.faceShape} />
          </Fact>
          <Fact label="Skin tone">{capitalized(person.skinTone)}</Fact>
          <Fact label="Undertone">{capitalized(color.undertone || person.undertone)}</Fact>
          <Fact label="Hair">
            {filled([hairStatusText(person.hairStatus), ...person.hairstyles.slice(0, 1)]).join(
              ' · ',
            )}
          </Fact>
          <Fact label="Bone structure" wide>
            {capitalized(person.boneStructure)}
          </Fact>
          <Fact label="Eyes" wide>
            {filled([capitalized(person.eyeColor), person.eyeShapeAndPlacement]).join(' · ')}
          </Fact>
          <Fact label="Lips" wide>
            {filled([lips.lipShape, lips.lipVolume, lips.symmetry, lips.naturalPigmentation]).join(
              ' · ',
            )}
          </Fact>
          <Fact label="Brows" wide>
            {filled([
              brows.naturalShapeAndArch,
              brows.hairDensity,
              brows.hairTexture,
              brows.naturalColor,
            ]).join(' · ')}
          </Fact>
        </dl>

        <div className="mt-4 rounded-2xl border border-brand-100 bg-gradient-to-br from-brand-50/70 to-violet-50/70 p-3 dark:border-brand-400/20 dark:from-brand-500/10 dark:to-violet-500/10">
          <p className="text-[0.7rem] font-semibold tracking-widest text-stone-500 uppercase dark:text-stone-400">
            Colour season
          </p>
          <p className="mt-0.5 font-display text-lg font-semibold text-stone-900 dark:text-white">
            {color.season}
            {color.dominantCharacteristic ? (
              <span className="ml-2 text-sm font-normal text-stone-600 dark:text-stone-300">
                {color.dominantCharacteristic}
              </span>
            ) : null}
          </p>
          {color.analysisRationale ? (
            <p className="mt-1 text-xs leading-relaxed text-stone-600 dark:text-stone-300">
              {color.analysisRationale}
            </p>
          ) : null}
          <div className="mt-3 flex flex-col gap-3">
            <Swatches label="Best colours" names={color.bestColors.map((c) => c.name)} />
            <Swatches label="Colours to avoid" names={color.avoidColors.map((c) => c.name)} avoid />
          </div>
        </div>

        <dl className="mt-4 grid gap-2 sm:grid-cols-2">
          <Fact label="Dental assessment">
            <Lines items={person.dentalFeatures} />
          </Fact>
          <Fact label="Cosmetic assessment">
            <Lines items={person.cosmeticFeatures} />
          </Fact>
        </dl>
        {person.cosmeticRecommendations.length > 0 ? (
          <div className="mt-3">
            <p className="text-xs font-medium text-stone-600 dark:text-stone-300">
              Worth considering
            </p>
            <ul className="mt-1 flex flex-col gap-1 text-sm text-stone-700 dark:text-stone-200">
              {person.cosmeticRecommendations.map((r) => (
                <li key={r.name}>{r.rationale}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </details>
  );
}
