import { z } from 'zod';
import { EmailSchema, PasswordInputSchema } from './common.schema';

export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordInputSchema,
});

export const AccountSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

/** The session the browser keeps: its id is the bearer token. */
export const SessionSchema = z.object({
  id: z.string(),
  account: AccountSummarySchema,
  createdAt: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;
