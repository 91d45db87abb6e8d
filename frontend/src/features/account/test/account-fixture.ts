import type { UserResponseDto, UserRole } from "@/api/generated/model";

export function userWith(role: UserRole, details: Partial<UserResponseDto> = {}): UserResponseDto {
  return {
    id: 41,
    email: "jane.miller@example.com",
    firstName: "Jane",
    lastName: "Miller",
    phone: null,
    profileImageUrl: null,
    role,
    // Admins are enrolled, as they must be for the admin pages; a test asks for false to see the prompt.
    twoStepEnabled: role === "admin",
    emailConfirmed: true,
    createdAt: "2026-03-14T15:00:00.000Z",
    ...details,
  };
}

/** The API's readable CSRF cookie: present exactly while the browser holds a session. */
export function setSessionCookie(): void {
  document.cookie = "XSRF-TOKEN=test-token; path=/";
}

export function clearSessionCookie(): void {
  document.cookie = "XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
}

export const UNAUTHORIZED = { status: 401, data: { statusCode: 401, message: "Please sign in to continue.", error: "Unauthorized" } };
