/** Illustrations of the dentistry and the AI-and-privacy articles (1200×630). */
import {
  backdrop,
  circle,
  linearGradient,
  palette,
  panel,
  skins,
  sparkle,
  svgDocument,
} from './art-kit';

/** A wide smile beside a dentist's shade guide running from ivory to bright white. */
export function smileArt(): string {
  const teeth = [
    { x: 240, w: 44 },
    { x: 286, w: 50 },
    { x: 338, w: 56 },
    { x: 396, w: 56 },
    { x: 454, w: 50 },
    { x: 506, w: 44 },
  ]
    .map((t) => `<rect x="${t.x}" y="290" width="${t.w}" height="62" rx="14" fill="#fbfaf5"/>`)
    .join('');
  const lowerTeeth = [275, 325, 373, 421, 469]
    .map((x) => `<rect x="${x}" y="380" width="46" height="40" rx="12" fill="#f1ece0"/>`)
    .join('');
  const shades = ['#e3cfa6', '#e8d7b4', '#ede0c3', '#f1e8d2', '#f5efe0', '#f9f6ec', '#fdfcf8'];
  const tabs = shades
    .map((c, i) => {
      const x = 770 + i * 44;
      return (
        `<rect x="${x + 8}" y="200" width="20" height="40" rx="4" fill="#a8a29e"/>` +
        `<path d="M${x} 236 H${x + 36} V300 Q${x + 36} 350 ${x + 18} 356 Q${x} 350 ${x} 300 Z" fill="${c}" stroke="${palette.stone200}" stroke-width="3"/>`
      );
    })
    .join('');
  return svgDocument(
    backdrop({ a: palette.violet100, b: palette.rose100 }) +
      panel(100, 100, 580, 430, 40, skins.light.face) +
      '<clipPath id="mouth"><path d="M222 300 C300 290 490 290 568 300 C530 396 460 428 395 428 C330 428 260 396 222 300 Z"/></clipPath>' +
      '<path d="M222 300 C300 290 490 290 568 300 C530 396 460 428 395 428 C330 428 260 396 222 300 Z" fill="#5a1f2b"/>' +
      `<g clip-path="url(#mouth)"><rect x="200" y="282" width="400" height="14" fill="#e98a9c"/>${teeth}${lowerTeeth}</g>` +
      '<path d="M206 298 C262 246 334 236 395 260 C456 236 528 246 584 298 C528 290 456 286 395 288 C334 286 262 290 206 298 Z" fill="#c45a6a"/>' +
      '<path d="M206 298 C254 410 330 448 395 448 C460 448 536 410 584 298 C536 400 460 432 395 432 C330 432 254 400 206 298 Z" fill="#d46f7f"/>' +
      panel(730, 150, 380, 330, 36) +
      tabs +
      `<path d="M770 410 H1070" stroke="${palette.stone200}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M770 410 H1030" stroke="${palette.brand}" stroke-width="6" stroke-linecap="round"/>` +
      circle(1030, 410, 11, palette.white, `stroke="${palette.brand}" stroke-width="5"`) +
      sparkle(1080, 190, 22) +
      sparkle(640, 130, 18, palette.violet),
  );
}

/** Points of a face mesh: rings of an ellipse, joined around each ring and to the next. */
function faceMesh(cx: number, cy: number, rx: number, ry: number): string {
  const rings = [0.25, 0.5, 0.75, 0.95];
  const perRing = 14;
  const point = (k: number, i: number) => {
    const a = ((i + (k % 2) * 0.5) / perRing) * Math.PI * 2;
    const f = rings[k] ?? 1;
    return { x: cx + Math.cos(a) * rx * f, y: cy + Math.sin(a) * ry * f };
  };
  const lines: string[] = [];
  const dots: string[] = [];
  for (let k = 0; k < rings.length; k++) {
    for (let i = 0; i < perRing; i++) {
      const p = point(k, i);
      const q = point(k, (i + 1) % perRing);
      lines.push(`M${p.x.toFixed(1)} ${p.y.toFixed(1)} L${q.x.toFixed(1)} ${q.y.toFixed(1)}`);
      if (k + 1 < rings.length) {
        const r = point(k + 1, i);
        lines.push(`M${p.x.toFixed(1)} ${p.y.toFixed(1)} L${r.x.toFixed(1)} ${r.y.toFixed(1)}`);
      }
      dots.push(circle(p.x, p.y, 4.5, palette.brand));
    }
  }
  return (
    `<path d="${lines.join(' ')}" stroke="${palette.rose300}" stroke-width="2" fill="none"/>` +
    dots.join('')
  );
}

/** A face under its mesh and the engine with a lock, all inside the server's dashed boundary. */
export function privateEngineArt(): string {
  const pins = [0, 1, 2, 3]
    .map((i) => {
      const o = 796 + i * 36;
      return `<path d="M${o} 178 V198 M${o} 362 V382 M758 ${o - 580} H778 M922 ${o - 580} H942" stroke="${palette.violet}" stroke-width="6" stroke-linecap="round"/>`;
    })
    .join('');
  return svgDocument(
    backdrop({ a: palette.violet100, b: palette.fuchsia100 }) +
      `<defs>${linearGradient('chip', palette.brand, palette.violet)}</defs>` +
      `<rect x="80" y="70" width="1040" height="490" rx="48" fill="${palette.white}" fill-opacity="0.7" stroke="${palette.violet}" stroke-width="5" stroke-dasharray="18 14"/>` +
      `<ellipse cx="350" cy="315" rx="150" ry="195" fill="${palette.blush}" stroke="${palette.brand}" stroke-width="6"/>` +
      faceMesh(350, 315, 150, 195) +
      `<ellipse cx="296" cy="282" rx="18" ry="11" fill="${palette.ink}"/>` +
      `<ellipse cx="404" cy="282" rx="18" ry="11" fill="${palette.ink}"/>` +
      `<path d="M306 398 Q350 428 394 398" stroke="${palette.ink}" stroke-width="8" stroke-linecap="round" fill="none"/>` +
      `<path d="M540 315 H700" stroke="${palette.stone}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 16"/>` +
      `<path d="M690 300 L712 315 L690 330" stroke="${palette.stone}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
      pins +
      `<rect x="778" y="198" width="164" height="164" rx="30" fill="url(#chip)"/>` +
      sparkle(860, 280, 40, palette.white) +
      `<path d="M995 432 V404 A32 32 0 0 1 1059 404 V432" stroke="${palette.ink}" stroke-width="12" fill="none"/>` +
      `<rect x="977" y="428" width="100" height="82" rx="18" fill="${palette.ink}"/>` +
      circle(1027, 462, 10, palette.rose300) +
      `<rect x="1023" y="466" width="8" height="22" rx="4" fill="${palette.rose300}"/>` +
      sparkle(1120, 70, 24) +
      sparkle(80, 560, 18, palette.violet),
  );
}
