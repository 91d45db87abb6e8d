/** spec §9's text helpers live with the API's (backend/src/shared/text.ts), so labels match on both sides. */
export { initials, snakeToTitle } from "@shared/text";
