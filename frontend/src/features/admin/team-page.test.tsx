import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StaffListResponseDto, UserResponseDto } from "@/api/generated/model";
import { createQueryClient } from "@/lib/query-client";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { CURRENT_USER_KEY } from "../../lib/session/use-current-user";
import TeamPage from "./team-page";

const ADMIN: UserResponseDto = {
  id: 1,
  firstName: "Dana",
  lastName: "Office",
  email: "dana@builder.example",
  phone: null,
  profileImageUrl: null,
  role: "admin",
  twoStepEnabled: true,
  emailConfirmed: true,
  createdAt: "2026-01-05T15:00:00.000Z",
};
const SAM: UserResponseDto = { ...ADMIN, id: 3, firstName: "Sam", lastName: "Rep", email: "sam@builder.example", role: "sales" };
const STAFF: StaffListResponseDto = {
  items: [
    { id: 1, firstName: "Dana", lastName: "Office", email: "dana@builder.example", role: "admin", pausedUntil: null, counties: [] },
    { id: 3, firstName: "Sam", lastName: "Rep", email: "sam@builder.example", role: "sales", pausedUntil: null, counties: ["Clay County"] },
    { id: 4, firstName: "Riley", lastName: "Rep", email: "riley@builder.example", role: "sales", pausedUntil: "2026-12-01T15:00:00.000Z", counties: [] },
  ],
};

function open(me: UserResponseDto, routes: Record<string, FakeHandler> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, me);
  return renderRoute("/admin/team", [{ path: "/admin/team", Component: TeamPage }], {
    api: {
      "GET /api/admin/staff": () => ({ status: 200, data: STAFF }),
      "GET /api/admin/lead-routing": () => ({ status: 200, data: { defaultOwnerId: null } }),
      ...routes,
    },
    queryClient,
  }).api.calls;
}

describe("/admin/team", () => {
  it("lets a rep set their own out of office in Missouri time, and nobody else's", async () => {
    const calls = open(SAM, {
      "PATCH /api/admin/staff/3/availability": () => ({ status: 200, data: { ...STAFF.items[1], pausedUntil: "2026-12-24T14:00:00.000Z" } }),
    });
    const table = await screen.findByRole("table", { name: "Admins and sales reps" });
    const riley = within(table).getByRole("rowheader", { name: "Riley Rep" }).closest("tr")!;
    expect(riley.textContent).toContain("Until");
    expect(riley.textContent).toContain("Only an admin or the rep");
    const mine = within(table).getByRole("rowheader", { name: "Sam Rep (you)" }).closest("tr")!;
    expect(mine.textContent).toContain("Clay County");
    expect(within(mine).queryByLabelText(/Counties/)).toBeNull();
    fireEvent.click(within(mine).getByRole("button", { name: "Set out of office" }));
    expect(await within(mine).findByText("Choose the date and time (Missouri time) you are back.")).toBeTruthy();
    fireEvent.change(within(mine).getByLabelText("Out of office until (Missouri time)"), { target: { value: "2026-12-24T08:00" } });
    fireEvent.click(within(mine).getByRole("button", { name: "Set out of office" }));
    await waitFor(() =>
      expect(calls.find((call) => call.route === "PATCH /api/admin/staff/3/availability")?.body).toEqual({ pausedUntil: "2026-12-24T14:00:00.000Z" }),
    );
    expect(screen.queryByRole("heading", { name: "Move all open leads" })).toBeNull();
  });

  it("lets an admin set a rep's counties, the default owner and move a rep's open leads", async () => {
    const calls = open(ADMIN, {
      "PATCH /api/admin/staff/3/availability": () => ({ status: 200, data: STAFF.items[1] }),
      "PUT /api/admin/lead-routing": () => ({ status: 200, data: { defaultOwnerId: 1 } }),
      "POST /api/admin/leads/reassign": () => ({ status: 200, data: { reassigned: 4 } }),
    });
    const table = await screen.findByRole("table", { name: "Admins and sales reps" });
    const sam = within(table).getByRole("rowheader", { name: "Sam Rep" }).closest("tr")!;
    fireEvent.change(within(sam).getByLabelText(/Counties/), { target: { value: "Clay County, Platte County ," } });
    fireEvent.click(within(sam).getByRole("button", { name: "Save counties" }));
    await waitFor(() =>
      expect(calls.find((call) => call.route === "PATCH /api/admin/staff/3/availability")?.body).toEqual({ counties: ["Clay County", "Platte County"] }),
    );

    fireEvent.change(await screen.findByRole("combobox", { name: "Default owner" }), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Save default owner" }));
    await waitFor(() => expect(calls.find((call) => call.route === "PUT /api/admin/lead-routing")?.body).toEqual({ defaultOwnerId: 1 }));

    fireEvent.change(screen.getByRole("combobox", { name: "Open leads of" }), { target: { value: "4" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Give them to" }), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Move open leads" }));
    await waitFor(() => expect(calls.find((call) => call.route === "POST /api/admin/leads/reassign")?.body).toEqual({ fromOwnerId: 4, toOwnerId: 3 }));
  });
});
