import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Makeover, MakeoverCreate, MakeoverPatch, MakeoverSummary } from '@looklab/shared';
import type { Database } from '../database';
import { makeovers } from '../schema';

type Row = typeof makeovers.$inferSelect;
type Insert = typeof makeovers.$inferInsert;

/** Makeover fields stored in their own columns; the remaining (selection) fields go to `selections`. */
const columnFields = [
  'name',
  'originalImage',
  'people',
  'selectedPersonId',
  'creativityLevel',
  'styleGoal',
  'intermediateImages',
  'finalImages',
  'customizations',
  'userProducts',
  'aiStyleSuggestion',
  'aiStyleSuggestionRationale',
] as const satisfies readonly (keyof Insert & keyof Makeover)[];
type ColumnField = (typeof columnFields)[number];
const isColumnField = (key: string): key is ColumnField =>
  (columnFields as readonly string[]).includes(key);

function split(input: Partial<MakeoverCreate> | MakeoverPatch): {
  columns: Partial<Pick<Insert, ColumnField>>;
  selections: Record<string, unknown>;
} {
  const columns: Record<string, unknown> = {};
  const selections: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (isColumnField(key)) columns[key] = value;
    else selections[key] = value;
  }
  return { columns: columns, selections };
}

function toMakeover(row: Row): Makeover {
  // Rows are only written from schema-validated input, so the stored shape is a Makeover.
  return {
    ...row.selections,
    id: row.id,
    name: row.name,
    originalImage: row.originalImage,
    people: row.people,
    selectedPersonId: row.selectedPersonId,
    creativityLevel: row.creativityLevel ?? 1,
    styleGoal: row.styleGoal ?? '',
    intermediateImages: row.intermediateImages,
    finalImages: row.finalImages,
    customizations: row.customizations ?? {},
    userProducts: row.userProducts ?? [],
    aiStyleSuggestion: row.aiStyleSuggestion ?? null,
    aiStyleSuggestionRationale: row.aiStyleSuggestionRationale ?? null,
    createdAt: row.createdAt.getTime(),
  } as Makeover;
}

export type MakeoverCursor = { createdAt: Date; id: string };

export class MakeoverRepository {
  constructor(private readonly db: Database) {}

  async create(
    userId: string,
    id: string,
    name: string,
    input: MakeoverCreate,
    createdAt: Date,
  ): Promise<Makeover> {
    const { columns, selections } = split(input);
    const rows = await this.db
      .insert(makeovers)
      .values({ ...columns, id, userId, name, selections, createdAt, updatedAt: createdAt })
      .returning();
    return toMakeover(rows[0]);
  }

  async find(userId: string, id: string): Promise<Makeover | null> {
    const rows = await this.db
      .select()
      .from(makeovers)
      .where(and(eq(makeovers.userId, userId), eq(makeovers.id, id)));
    return rows[0] ? toMakeover(rows[0]) : null;
  }

  /**
   * Summaries, newest first; keyset paging on (createdAt, id). Only the summary's fields are
   * read: a makeover's people (478 landmarks each) and image records never leave the database.
   */
  async listPage(
    userId: string,
    after: MakeoverCursor | null,
    limit: number,
  ): Promise<MakeoverSummary[]> {
    const rows = await this.db
      .select({
        id: makeovers.id,
        name: makeovers.name,
        createdAt: makeovers.createdAt,
        coverUrl: sql<string | null>`coalesce(
          ${makeovers.finalImages} -> 0 ->> 'url',
          ${makeovers.intermediateImages} -> 0 ->> 'url',
          ${makeovers.originalImage} ->> 'url')`,
        lookCount: sql<number>`case when jsonb_array_length(${makeovers.finalImages}) > 0
          then jsonb_array_length(${makeovers.finalImages})
          else jsonb_array_length(${makeovers.intermediateImages}) end`,
      })
      .from(makeovers)
      .where(
        and(
          eq(makeovers.userId, userId),
          after
            ? sql`(${makeovers.createdAt}, ${makeovers.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(makeovers.createdAt), desc(makeovers.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt.getTime(),
      coverUrl: row.coverUrl ?? '',
      lookCount: Number(row.lookCount),
    }));
  }

  async count(userId: string): Promise<number> {
    const rows = await this.db
      .select({ n: count() })
      .from(makeovers)
      .where(eq(makeovers.userId, userId));
    return rows[0]?.n ?? 0;
  }

  async update(userId: string, id: string, patch: MakeoverPatch): Promise<Makeover | null> {
    const { columns, selections } = split(patch);
    const rows = await this.db
      .update(makeovers)
      .set({
        ...columns,
        selections: sql`${makeovers.selections} || ${JSON.stringify(selections)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(and(eq(makeovers.userId, userId), eq(makeovers.id, id)))
      .returning();
    return rows[0] ? toMakeover(rows[0]) : null;
  }

  /** Deletes and returns the deleted makeovers (so their files can be removed). */
  async deleteMany(userId: string, ids: string[]): Promise<Makeover[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .delete(makeovers)
      .where(and(eq(makeovers.userId, userId), inArray(makeovers.id, ids)))
      .returning();
    return rows.map(toMakeover);
  }
}
