/** receiveInboundMail's path under /api (app.setup.ts mounts its body parser there). */
export const INBOUND_WEBHOOK_PATH = 'inbound-mail';
/** The webhook's JSON body limit: rawMessage up to 5 MB of message plus its JSON escapes. */
export const INBOUND_WEBHOOK_BODY_LIMIT = '8mb';
