import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

export const MAIL_DIR = path.resolve(import.meta.dirname, "../../../.data/e2e-mail");

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number; magic: string }[];
}

function caught(): CaughtMail[] {
  try {
    return readdirSync(MAIL_DIR)
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), "utf8")) as CaughtMail);
  } catch {
    return [];
  }
}

/** Waits until the app has delivered a message to `to` (its outbox job runs every second here: playwright.config.ts). */
export async function waitForMail(to: string, subject: RegExp, timeout = 20_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect.poll(() => (found = caught().find((m) => m.to.includes(to) && subject.test(m.subject))), { timeout, intervals: [500] }).toBeTruthy();
  return found!;
}

export function mailTo(to: string): CaughtMail[] {
  return caught().filter((m) => m.to.includes(to));
}
