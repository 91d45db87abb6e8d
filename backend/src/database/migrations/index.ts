import { InitialSchema1795317681595 } from './1795317681595-initial-schema';
import { LeadEmailUniqueQuizSubmissions1795320476459 } from './1795320476459-lead-email-unique-quiz-submissions';
import { DesignsCatalogue1795327157970 } from './1795327157970-designs-catalogue';
import { AccountsAndSessions1795328385778 } from './1795328385778-accounts-and-sessions';
import { MailOutboxRetentionAndFailures1795559927618 } from './1795559927618-mail-outbox-retention-and-failures';

// Every committed migration, in order. New ones are appended here.
export const MIGRATIONS: Function[] = [InitialSchema1795317681595, LeadEmailUniqueQuizSubmissions1795320476459, DesignsCatalogue1795327157970, AccountsAndSessions1795328385778, MailOutboxRetentionAndFailures1795559927618];
