import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX_LENGTH } from '../constants';
import { messages } from '../messages';

/**
 * The internal admin area's calls (spec section 7, calls 20-23) and the shapes of spec section 3
 * ("User (admin view)", "Invite"). Dates travel as ISO strings; absent ones as null.
 */

/** A user as an employee sees it: no password hash, no session or lock details. */
export const adminUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  createdAt: z.string(),
  acceptedTermsAt: z.string().nullable(),
  marketing: z.boolean(),
  isPro: z.boolean(),
  isEmployee: z.boolean(),
  stripe: z.object({ customerId: z.string().nullable() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * A beta invite request; `link` is PUBLIC_URL/signup?invite={token}, for the copy button; null when
 * it cannot be shown any more (LINK_TOKEN_KEY changed; docs/decisions/006): Send Invite makes a new one.
 */
export const adminInviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  link: z.string().nullable(),
});
export type AdminInvite = z.infer<typeof adminInviteSchema>;

/**
 * `page` of a list, from the query string: a whole number from 1. Query values are always text,
 * so this one is read as digits rather than coerced (no '1e3', no ' 2', no '0x10').
 */
export const pageParam = z
  .string({ error: messages.adminPageInvalid })
  .regex(/^[1-9]\d{0,5}$/, { error: messages.adminPageInvalid })
  .transform(Number)
  .optional()
  .default(1);

/** Call 21: `?page=` and an optional search by e-mail (a plain substring: `%` and `_` are characters). */
export const adminUsersQuerySchema = z.strictObject({
  page: pageParam,
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, { error: messages.adminSearchTooLong }).optional().default(''),
});

/** Call 22. */
export const adminInvitesQuerySchema = z.strictObject({ page: pageParam });

/** Call 20. Any text is accepted here; the service answers 404 for what is not a user's id. */
export const adminUserParamsSchema = z.strictObject({ userId: z.string().max(100) });

/** What every admin list carries besides its rows. */
const pageInfo = {
  total: z.number().int(),
  pages: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(ADMIN_PAGE_SIZE),
};

export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema), ...pageInfo });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const adminInvitesResponseSchema = z.object({ invites: z.array(adminInviteSchema), ...pageInfo });
export type AdminInvitesResponse = z.infer<typeof adminInvitesResponseSchema>;

/**
 * Call 23: the web app sends the whole invite record, as the spec says, but the server reads
 * only its `_id` (the other fields are dropped here): who the mail goes to, and when it was
 * sent, come from the database.
 */
export const sendInviteBodySchema = z.strictObject({
  invite: z.object({ _id: z.string({ error: messages.inviteNotFound }).max(100, { error: messages.inviteNotFound }) }),
});
export type SendInviteBody = z.input<typeof sendInviteBodySchema>;

export const sendInviteResponseSchema = z.object({ invite: adminInviteSchema });
export type SendInviteResponse = z.infer<typeof sendInviteResponseSchema>;

/**
 * GET /api/admin/features: what this deployment has switched on, from its configuration (README,
 * Configuration): each service the site can use, whether it is on, and what stands in when not.
 */
export const featureSchema = z.object({
  id: z.enum(['humanVerification', 'payments', 'mail', 'analytics', 'sharedRateLimits']),
  name: z.string(),
  enabled: z.boolean(),
  /** What it does when on, or what stands in when off, and the variables that switch it. */
  detail: z.string(),
});
export type Feature = z.infer<typeof featureSchema>;
export const featuresResponseSchema = z.object({ features: z.array(featureSchema) });
export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;
