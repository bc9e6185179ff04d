import { z } from 'zod';

/** GET /api/stats/handicap: each player's Sim Handicap and how it was computed (PRODUCT.md; decision 016). */
export const differentialSchema = z.object({
  roundIds: z.array(z.string()),
  course: z.string(),
  playedAt: z.string(),
  par: z.number().int(),
  grossScore: z.number().int(),
  adjustedGross: z.number().int(),
  courseRating: z.number(),
  slopeRating: z.number().int(),
  differential: z.number(),
  /** Among the lowest the index averages. */
  counted: z.boolean(),
});
export type DifferentialView = z.infer<typeof differentialSchema>;

export const playerHandicapSchema = z.object({
  player: z.string(),
  /** One decimal; null under 3 eligible scores. */
  index: z.number().nullable(),
  /** 18-hole scores made so far (two 9-hole rounds of a day make one). */
  scores: z.number().int(),
  /** How many of the last 20 the index averages, and the WHS adjustment for few scores. */
  counted: z.number().int(),
  adjustment: z.number(),
  /** The last 20 scores, newest first. */
  recent: z.array(differentialSchema),
});
export type PlayerHandicap = z.infer<typeof playerHandicapSchema>;

export const handicapResponseSchema = z.object({ players: z.array(playerHandicapSchema) });
export type HandicapResponse = z.infer<typeof handicapResponseSchema>;
