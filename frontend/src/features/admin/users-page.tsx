/**
 * Route module of /admin/users 'Users' (admin only, issue 13): accounts by newest first, search by
 * name or e-mail, filter by role, and a role select on every row but the admin's own (the server
 * refuses that change too).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/api/api-error";
import { getListUsersQueryKey, useChangeUserRole, useListUsers } from "@/api/generated/endpoints/admin/admin";
import { UserRole, type AdminUserResponseDto, type ListUsersParams } from "@/api/generated/model";
import { metaFrom } from "@/app/page-head";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDate } from "@/lib/dates";
import { useCurrentUser } from "../account/use-current-user";
import { AdminShell } from "./admin-shell";
import { EmptyStaffList, FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, Pager, StaffTable, TD, TH } from "./list-parts";
import { useListSearch } from "./list-search";
import { adminPages } from "./pages";
import { withQueries } from "@/app/query-provider";
import { EmailText } from "@/components/staff/email-text";

export const meta = metaFrom(adminPages);

export const ROLE_LABEL: Readonly<Record<UserRole, string>> = {
  [UserRole.user]: "Customer",
  [UserRole.contractor]: "Contractor",
  [UserRole.affiliate]: "Referral partner",
  [UserRole.admin]: "Admin",
};

function UsersPage() {
  const { params, update } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const users = useListUsers(params as ListUsersParams);
  const current = useCurrentUser();
  const myId = current.status === "signed-in" ? current.user.id : undefined;

  return (
    <AdminShell
      title={adminPages.users.title}
      intro="Every account on the site, newest first. Change a role here when someone joins the office, becomes a referral partner or a contractor."
    >
      <FilterForm label="Filter users" onApply={update}>
        <div>
          <label htmlFor="users-q" className={FIELD_LABEL}>
            Name or e-mail
          </label>
          <input id="users-q" name="q" type="search" defaultValue={String(params.q ?? "")} className={FIELD_INPUT} />
        </div>
        <div>
          <label htmlFor="users-role" className={FIELD_LABEL}>
            Role
          </label>
          <select id="users-role" name="role" defaultValue={String(params.role ?? "")} className={FIELD_INPUT}>
            <option value="">Any role</option>
            {Object.values(UserRole).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABEL[role]}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>

      <div className="mt-6">
        {users.isError ? (
          <ListProblem error={users.error} retry={() => void users.refetch()} />
        ) : !users.data ? (
          <Loading what="users" />
        ) : users.data.total === 0 ? (
          <EmptyStaffList
            noun="users"
          >
            No accounts yet. Accounts appear when buyers sign up and when you approve partners and contractors.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Users"
              head={
                <>
                  <th scope="col" className={TH}>Name</th>
                  <th scope="col" className={TH}>E-mail</th>
                  <th scope="col" className={TH}>Joined</th>
                  <th scope="col" className={TH}>Two-step sign-in</th>
                  <th scope="col" className={TH}>Role</th>
                </>
              }
            >
              {users.data.items.map((user) => (
                <UserRow key={user.id} user={user} own={user.id === myId} />
              ))}
            </StaffTable>
            <Pager page={users.data.page} pageSize={users.data.pageSize} total={users.data.total} noun="users" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function UserRow({ user, own }: { user: AdminUserResponseDto; own: boolean }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const changeRole = useChangeUserRole({
    mutation: {
      onSuccess: async (changed) => {
        setProblem(null);
        toast({ title: "Role changed", description: `${changed.firstName} ${changed.lastName} is now: ${ROLE_LABEL[changed.role]}.` });
        await queryClient.invalidateQueries({ queryKey: getListUsersQueryKey().slice(0, 1) });
      },
      onError: (error) => setProblem(errorMessage(error)),
    },
  });
  const name = `${user.firstName} ${user.lastName}`;
  const selectId = `role-${user.id}`;

  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold`}>
        {name}
        {own ? <span className="ml-2 text-xs font-normal text-stone-600 dark:text-stone-400">(you)</span> : null}
      </th>
      <td className={TD}>
        <EmailText email={user.email} />
      </td>
      <td className={TD}>{formatBusinessDate(user.createdAt)}</td>
      <td className={TD}>{user.twoStepEnabled ? "On" : "Off"}</td>
      <td className={TD}>
        {own ? (
          ROLE_LABEL[user.role]
        ) : (
          <>
            <label htmlFor={selectId} className="sr-only">
              Role of {name}
            </label>
            <select
              id={selectId}
              value={changeRole.isPending ? (changeRole.variables?.data.role ?? user.role) : user.role}
              disabled={changeRole.isPending}
              onChange={(event) => changeRole.mutate({ id: user.id, data: { role: event.target.value as UserRole } })}
              className={`${FIELD_INPUT} mt-0`}
            >
              {Object.values(UserRole).map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABEL[role]}
                </option>
              ))}
            </select>
            {problem ? (
              <p role="alert" className="mt-1 text-sm text-red-800 dark:text-red-300">
                {problem}
              </p>
            ) : null}
          </>
        )}
      </td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (app/query-provider.tsx).
export default withQueries(UsersPage);
