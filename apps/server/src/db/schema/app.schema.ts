import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** users/{uid}/settings/main_settings. */
export const userSettings = pgTable('user_settings', {
  userId: userRef().primaryKey(),
  useAvantGardeStyles: boolean('use_avant_garde_styles').notNull().default(false),
  disablePublicShareWarning: boolean('disable_public_share_warning').notNull().default(false),
  membershipLevel: text('membership_level').notNull().default('Freemium'),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  stylePreferences: jsonb('style_preferences').$type<Record<string, boolean>>().notNull(),
  updatedAt: updatedAt(),
});

/** usage/{uid}. */
export const usage = pgTable('usage', {
  userId: userRef().primaryKey(),
  analysis: integer('analysis').notNull().default(0),
  images: integer('images').notNull().default(0),
  suggestions: integer('suggestions').notNull().default(0),
  lastResetDate: timestamp('last_reset_date', { withTimezone: true }).notNull().defaultNow(),
});

/** users/{uid}/makeovers/{id}. Selection fields (hairstyle, lipstickStyle, …, procedures) live in `selections`. */
export const makeovers = pgTable(
  'makeovers',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    originalImage: jsonb('original_image'),
    people: jsonb('people').notNull().default([]),
    selectedPersonId: text('selected_person_id'),
    creativityLevel: doublePrecision('creativity_level'),
    styleGoal: text('style_goal'),
    intermediateImages: jsonb('intermediate_images').notNull().default([]),
    finalImages: jsonb('final_images').notNull().default([]),
    customizations: jsonb('customizations'),
    userProducts: jsonb('user_products'),
    aiStyleSuggestion: jsonb('ai_style_suggestion'),
    aiStyleSuggestionRationale: text('ai_style_suggestion_rationale'),
    selections: jsonb('selections').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('makeovers_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/** users/{uid}/favorites/{id}. Other fields of the favorite live in `extra`. */
export const favorites = pgTable(
  'favorites',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    hairstyle: text('hairstyle'),
    customizations: jsonb('customizations'),
    iconUrl: text('icon_url'),
    iconStoragePath: text('icon_storage_path'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('favorites_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** users/{uid}/userProducts/{id}: the product document as the client wrote it. */
export const userProducts = pgTable(
  'user_products',
  {
    userId: userRef(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);

/**
 * Public share links: the image lives at storage path `shares/{id}.jpg` for one month. A share
 * whose owner opted in is also listed in the Explore gallery while it lives.
 */
export const shares = pgTable(
  'shares',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    storagePath: text('storage_path').notNull(),
    showInExplore: boolean('show_in_explore').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('shares_expires_idx').on(t.expiresAt),
    index('shares_explore_idx').on(t.showInExplore, t.createdAt),
  ],
);

/** The default analytics sink (sign_up, conversion). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    userId: text('user_id'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  userId: text('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Every file a user uploaded (users/{uid}/…): its size counts against the user's storage quota,
 * and files no makeover, favorite or product references are collected after a grace period.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    storagePath: text('storage_path').primaryKey(),
    userId: userRef(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_user_idx').on(t.userId),
    index('stored_files_created_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters of rate limits that must hold across app servers (sign-in, uploads). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** SHA-256 of the limit's name and key (no e-mail address or IP stored in clear). */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStartedAt)],
);

/** Billing webhook events already handled: a redelivered event id is answered, not redone. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * The paid subscription behind a user's level (Stripe): its cancellation downgrades the user,
 * while the end of an older, replaced subscription does not.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    userId: userRef().primaryKey(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    level: text('level').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('billing_subscriptions_subscription_idx').on(t.subscriptionId)],
);
