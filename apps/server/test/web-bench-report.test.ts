import { describe, expect, it } from 'vitest';
import { routeTable } from '../bench/web/bundle-report';

describe('npm run bench:web route table', () => {
  it('keeps a module name longer than any other apart from its figures', () => {
    const long = 'packages/shared/src/content/articles/haircuts-for-your-face-shape.ts';
    const lines = routeTable([
      { module: 'index.html (entry)', ownGz: 155_341, totalGz: 155_341 },
      { module: long, ownGz: 2_560, totalGz: 157_901 },
    ]).split('\n');
    const row = lines.find((l) => l.startsWith(long));
    expect(row).toMatch(new RegExp(`^${long.replace(/\./g, '\\.')}\\s{2,}2\\.5 KB\\s+154\\.2 KB$`));
    // every column starts at the same place on every line
    const ownColumn = lines[0]?.indexOf('own');
    expect(lines.slice(1).map((l) => l.search(/\d+\.\d KB/))).toEqual([ownColumn, ownColumn]);
  });
});
