import type { MoodTag, OccasionTag } from '@looklab/shared';

/** What a free-text style goal asks for. */
export type GoalIntent = {
  text: string;
  occasions: OccasionTag[];
  moods: MoodTag[];
  /** -1 subtle … +1 dramatic. */
  intensity: number;
  /** Short phrase for rationales, e.g. 'a wedding'. */
  label: string;
};

const rules: {
  re: RegExp;
  occasions: OccasionTag[];
  moods: MoodTag[];
  intensity: number;
  label: string;
}[] = [
  {
    re: /wedding|bride|bridal/,
    occasions: ['wedding'],
    moods: ['romantic', 'classic', 'polished'],
    intensity: 0.2,
    label: 'a wedding',
  },
  {
    re: /interview|office|work|business|corporate|meeting|professional/,
    occasions: ['office'],
    moods: ['polished', 'minimal', 'classic'],
    intensity: -0.5,
    label: 'a job interview or the office',
  },
  {
    re: /bold|dramatic|statement|striking/,
    occasions: ['evening', 'party'],
    moods: ['bold', 'glam', 'edgy'],
    intensity: 1,
    label: 'a bold statement',
  },
  {
    re: /natural|no[- ]?makeup|subtle|fresh|minimal|everyday|casual/,
    occasions: ['everyday'],
    moods: ['natural', 'minimal'],
    intensity: -1,
    label: 'a natural look',
  },
  {
    re: /party|club|night out|nightlife/,
    occasions: ['party', 'evening'],
    moods: ['glam', 'playful', 'bold'],
    intensity: 0.8,
    label: 'a party',
  },
  {
    re: /evening|gala|formal|red carpet|black tie/,
    occasions: ['evening'],
    moods: ['glam', 'classic'],
    intensity: 0.6,
    label: 'an evening event',
  },
  {
    re: /date|romantic|valentine/,
    occasions: ['date'],
    moods: ['romantic'],
    intensity: 0.2,
    label: 'a date',
  },
  {
    re: /festival|concert|rave/,
    occasions: ['festival'],
    moods: ['playful', 'artistic'],
    intensity: 0.8,
    label: 'a festival',
  },
  {
    re: /editorial|photo ?shoot|runway|avant|art/,
    occasions: ['editorial'],
    moods: ['artistic', 'edgy'],
    intensity: 0.9,
    label: 'an editorial look',
  },
  {
    re: /retro|vintage|50s|60s|70s|80s|pin[- ]?up/,
    occasions: ['evening'],
    moods: ['retro'],
    intensity: 0.4,
    label: 'a retro look',
  },
  {
    re: /gym|sport|active|run/,
    occasions: ['sport'],
    moods: ['natural', 'minimal'],
    intensity: -0.8,
    label: 'sport',
  },
  {
    re: /holiday|vacation|beach|summer/,
    occasions: ['holiday'],
    moods: ['natural', 'playful'],
    intensity: -0.2,
    label: 'a holiday',
  },
  {
    re: /edgy|punk|goth|grunge|rock/,
    occasions: ['party'],
    moods: ['edgy', 'bold'],
    intensity: 0.9,
    label: 'an edgy look',
  },
  {
    re: /rugged|outdoor/,
    occasions: ['everyday'],
    moods: ['rugged'],
    intensity: 0,
    label: 'a rugged look',
  },
  {
    re: /glam|glamour|glamorous/,
    occasions: ['evening'],
    moods: ['glam'],
    intensity: 0.8,
    label: 'glamour',
  },
  {
    re: /classic|elegant|timeless/,
    occasions: ['everyday'],
    moods: ['classic', 'polished'],
    intensity: 0,
    label: 'a classic look',
  },
];

export function parseGoal(goal: string | null | undefined): GoalIntent {
  const text = (goal ?? '').trim();
  const lower = text.toLowerCase();
  const occasions = new Set<OccasionTag>();
  const moods = new Set<MoodTag>();
  let intensity = 0;
  const labels: string[] = [];
  for (const r of rules) {
    if (!r.re.test(lower)) continue;
    r.occasions.forEach((o) => occasions.add(o));
    r.moods.forEach((m) => moods.add(m));
    intensity += r.intensity;
    labels.push(r.label);
  }
  return {
    text,
    occasions: [...occasions],
    moods: [...moods],
    intensity: Math.max(-1, Math.min(1, intensity)),
    label: labels[0] ?? (text ? `“${text}”` : ''),
  };
}
