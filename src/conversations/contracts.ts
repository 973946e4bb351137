/**
 * Contracts of the conversations capability: message parts as stored (grounded: ids only, built from tool results by
 * the agent) and the request_handoff tool's arguments and result.
 */
import { z } from 'zod';

/** request_handoff arguments. */
export const RequestHandoffArgsSchema = z.object({
  reason: z.string().max(500).describe('Why the shopper needs a person'),
});
export type RequestHandoffArgs = z.infer<typeof RequestHandoffArgsSchema>;

/** request_handoff result. */
export const RequestHandoffResultSchema = z.object({
  status: z.enum(['handoff_requested', 'human']),
  staffAvailable: z.boolean(),
});
export type RequestHandoffResult = z.infer<typeof RequestHandoffResultSchema>;

/** A part as stored with a message (ids only). */
export const StoredPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('product'), product_id: z.string().uuid(), closest: z.boolean().optional() }),
  z.object({ type: z.literal('order'), order_id: z.string().uuid() }),
  z.object({ type: z.literal('quick_replies'), replies: z.array(z.string().max(80)).max(6) }),
  z.object({ type: z.literal('handoff'), status: z.enum(['handoff_requested', 'human']), staffAvailable: z.boolean() }),
  z.object({ type: z.literal('notice'), text: z.string().max(300) }),
  z.object({ type: z.literal('cart'), cart_id: z.string().uuid() }),
  z.object({ type: z.literal('checkout'), checkout_id: z.string().uuid() }),
  // The widget asks for a thumbs up/down here (a conversation ended); rendered with the conversation's rating.
  z.object({ type: z.literal('rating') }),
]);
/** One stored part. */
export type StoredPart = z.infer<typeof StoredPartSchema>;
