import { generate } from "otplib";
import { query } from "./db";

/**
 * A 6-digit code of `secret` for the account `email` that the server will take: the current
 * 30-second step's, or the next one's when this step's code was used already (each step's code
 * works once; the server accepts one step of clock drift). Reads the last step used from the
 * database, so tests that sign the same account in at nearly the same time still get fresh codes.
 */
export async function currentCode(email: string, secret: string): Promise<string> {
  const [row] = await query<{ step: number | null }>('SELECT "totpLastStep" AS step FROM users WHERE email = $1', [email]);
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (row?.step ?? 0) + 1);
  return generate({ secret, epoch: step * 30 });
}
