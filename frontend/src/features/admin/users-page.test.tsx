import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminUserResponseDto, UserResponseDto } from "@/api/generated/model";
import { createQueryClient } from "@/lib/query-client";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { CURRENT_USER_KEY } from "../../lib/session/use-current-user";
import { adminPages } from "./pages";
import UsersPage from "./users-page";

const LIST = "GET /api/admin/users";

const ME: AdminUserResponseDto = {
  id: 1,
  firstName: "Casey",
  lastName: "Office",
  email: "casey@builder.example",
  role: "admin",
  twoStepEnabled: true,
  pendingRole: null,
  createdAt: "2026-01-05T15:00:00.000Z",
};
const BUYER: AdminUserResponseDto = {
  id: 2,
  firstName: "Jane",
  lastName: "Whitaker",
  email: "jane@example.com",
  role: "user",
  twoStepEnabled: false,
  pendingRole: null,
  createdAt: "2026-02-05T15:00:00.000Z",
};
const { pendingRole: _pending, ...MY_ACCOUNT } = ME;
const SIGNED_IN: UserResponseDto = { ...MY_ACCOUNT, phone: null, profileImageUrl: null, emailConfirmed: true };

function open(url: string, routes: Record<string, FakeHandler> = {}) {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, SIGNED_IN);
  return renderRoute(url, [{ path: adminPages.users.path, Component: UsersPage }], {
    api: { [LIST]: () => ({ status: 200, data: { items: [BUYER, ME], page: 1, pageSize: 25, total: 2 } }), ...routes },
    queryClient: client,
  });
}

const rowOf = async (name: string) => (await screen.findByRole("rowheader", { name: new RegExp(name) })).closest("tr")!;

describe("/admin/users", () => {
  it("sends the URL's search and role to the server and shows them in the form", async () => {
    const { api } = open("/admin/users?q=whitaker&role=user");
    await rowOf("Jane Whitaker");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Users");
    expect(api.calls[0].params).toEqual({ q: "whitaker", role: "user" });
    const form = screen.getByRole("search", { name: "Filter users" });
    expect((within(form).getByLabelText("Name or e-mail") as HTMLInputElement).value).toBe("whitaker");
    expect((within(form).getByLabelText("Role") as HTMLSelectElement).value).toBe("user");
  });

  it("offers a role select on every row but the admin's own, and changes a role only after the confirmation that says what the role can do", async () => {
    const { api } = open("/admin/users", {
      "PATCH /api/admin/users/2/role": (body) => ({ status: 200, data: { ...SIGNED_IN, ...BUYER, role: (body as { role: string }).role } }),
    });
    const own = await rowOf("Casey Office");
    expect(within(own).queryByRole("combobox")).toBeNull();
    expect(within(own).getByText("Admin")).toBeTruthy();
    expect(within(own).getByText("(you)")).toBeTruthy();

    const buyer = await rowOf("Jane Whitaker");
    const select = within(buyer).getByRole("combobox", { name: "Role of Jane Whitaker" }) as HTMLSelectElement;
    expect(select.value).toBe("user");
    fireEvent.change(select, { target: { value: "contractor" } });
    // Nothing is saved yet: the row asks first and says what a contractor can do.
    const ask = within(buyer).getByRole("group", { name: "Make Jane Whitaker a contractor?" });
    expect(ask.textContent).toContain("A contractor can open the contractor dashboard");
    expect(api.calls.some((call) => call.route === "PATCH /api/admin/users/2/role")).toBe(false);
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(within(buyer).queryByRole("group")).toBeNull();
    expect(select.value).toBe("user");

    fireEvent.change(select, { target: { value: "contractor" } });
    fireEvent.click(within(buyer).getByRole("button", { name: "Change Role" }));
    await waitFor(() => expect(api.calls.find((call) => call.route === "PATCH /api/admin/users/2/role")?.body).toEqual({ role: "contractor" }));
  });

  it("shows the server's refusal beside the row", async () => {
    open("/admin/users", {
      "PATCH /api/admin/users/2/role": () => ({
        status: 400,
        data: { statusCode: 400, message: "Role must be one of: user, contractor, affiliate, admin.", error: "Bad Request" },
      }),
    });
    const buyer = await rowOf("Jane Whitaker");
    fireEvent.change(within(buyer).getByRole("combobox", { name: "Role of Jane Whitaker" }), { target: { value: "affiliate" } });
    fireEvent.click(within(buyer).getByRole("button", { name: "Change Role" }));
    expect((await within(buyer).findByRole("alert")).textContent).toBe("Role must be one of: user, contractor, affiliate, admin.");
  });
});
