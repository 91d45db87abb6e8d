/**
 * Route module of /admin/users 'Users' (admin only, issue 13): accounts by newest first, search by
 * name or e-mail, filter by role, and a role select on every row but the admin's own (the server
 * refuses that change too). Choosing a role asks first, saying what the role can then do (issue 25
 * item 14); a promotion to admin waits for the person's set-up through an e-mailed link.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/api/api-error";
import { getListUsersQueryKey, useChangeUserRole, useListUsers } from "@/api/generated/endpoints/admin-users/admin-users";
import { UserRole, type AdminUserResponseDto, type ListUsersParams } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDate } from "@/lib/dates";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { AdminShell } from "../../components/staff/admin-shell";
import { EmptyStaffList, FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, Pager, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { useListSearch } from "../../components/staff/list-search";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";
import { isOfficeRole } from "@/lib/office-roles";
import { EmailText } from "@/components/staff/email-text";

export const meta = metaFrom(adminPages);

export const ROLE_LABEL: Readonly<Record<UserRole, string>> = {
  [UserRole.user]: "Customer",
  [UserRole.contractor]: "Contractor",
  [UserRole.affiliate]: "Referral partner",
  [UserRole.admin]: "Admin",
  [UserRole.sales]: "Sales rep",
};

/** What each role can do once given: the confirmation says it before the change is saved. */
export const ROLE_CAN: Readonly<Record<UserRole, string>> = {
  [UserRole.user]:
    "A customer can save plans, reserve one with a deposit and follow their own deposits. Any office, partner or contractor pages close to them.",
  [UserRole.contractor]:
    "A contractor can open the contractor dashboard: edit their own listing, answer homeowner inquiries and reply to reviews. No office pages.",
  [UserRole.affiliate]:
    "A referral partner can open the partner dashboard: their referral link, the leads they referred and their commissions. No office pages.",
  [UserRole.admin]: "An admin can see and change everything in the office: leads, deposits, users and their roles, partners, contractors and payouts.",
  [UserRole.sales]: "A sales rep gets new leads in turn, works leads and quote requests and reads deposits. No users, partners, payouts or contractors.",
};

/** "an admin", "a sales rep". */
function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label.toLowerCase()}`;
}

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
          <EmptyStaffList noun="users">No accounts yet. Accounts appear when buyers sign up and when you approve partners and contractors.</EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Users"
              head={
                <>
                  <th scope="col" className={TH}>
                    Name
                  </th>
                  <th scope="col" className={TH}>
                    E-mail
                  </th>
                  <th scope="col" className={TH}>
                    Joined
                  </th>
                  <th scope="col" className={TH}>
                    Two-step sign-in
                  </th>
                  <th scope="col" className={TH}>
                    Role
                  </th>
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
  // The role chosen in the select, waiting for "Change role" (nothing is saved before).
  const [proposed, setProposed] = useState<UserRole | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const changeRole = useChangeUserRole({
    mutation: {
      onSuccess: async (changed) => {
        setProblem(null);
        setProposed(null);
        toast(
          changed.pendingRole && isOfficeRole(changed.pendingRole)
            ? {
                title: "Set-up link sent",
                description: `${changed.firstName} ${changed.lastName} becomes ${withArticle(ROLE_LABEL[changed.pendingRole])} once they set a new password and two-step sign-in with the link we e-mailed to ${changed.email}.`,
              }
            : { title: "Role changed", description: `${changed.firstName} ${changed.lastName} is now: ${ROLE_LABEL[changed.role]}.` },
        );
        await queryClient.invalidateQueries({ queryKey: getListUsersQueryKey().slice(0, 1) });
      },
      onError: (error) => setProblem(errorMessage(error)),
    },
  });
  const name = `${user.firstName} ${user.lastName}`;
  const selectId = `role-${user.id}`;
  const confirmId = `role-confirm-${user.id}`;
  // Into the office from outside it: through the e-mailed link (between admin and sales the server changes it at once).
  const byLink = proposed !== null && isOfficeRole(proposed) && !isOfficeRole(user.role);

  useEffect(() => {
    if (proposed) confirmRef.current?.focus();
  }, [proposed]);

  function cancel() {
    setProposed(null);
    requestAnimationFrame(() => selectRef.current?.focus());
  }

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
              ref={selectRef}
              id={selectId}
              value={proposed ?? (changeRole.isPending ? (changeRole.variables?.data.role ?? user.role) : user.role)}
              disabled={changeRole.isPending}
              onChange={(event) => {
                const role = event.target.value as UserRole;
                setProblem(null);
                setProposed(role === user.role ? null : role);
              }}
              className={`${FIELD_INPUT} mt-0`}
            >
              {Object.values(UserRole).map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABEL[role]}
                </option>
              ))}
            </select>
            {user.pendingRole ? (
              <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{ROLE_LABEL[user.pendingRole]} once they finish the set-up we e-mailed them.</p>
            ) : null}
            {proposed ? (
              <div
                ref={confirmRef}
                tabIndex={-1}
                role="group"
                aria-labelledby={confirmId}
                className="mt-2 grid max-w-sm gap-2 rounded-lg bg-amber-50 p-3 text-sm text-stone-900 ring-1 ring-amber-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 dark:bg-stone-800 dark:text-stone-100 dark:ring-amber-700"
              >
                <p id={confirmId} className="font-semibold">
                  Make {name} {withArticle(ROLE_LABEL[proposed])}?
                </p>
                <p>{ROLE_CAN[proposed]}</p>
                {byLink ? (
                  <p>
                    Nothing changes yet: we e-mail {user.email} a link, and {user.firstName} becomes {withArticle(ROLE_LABEL[proposed])} only after setting a
                    new password and two-step sign-in with it.
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={changeRole.isPending}
                    onClick={() => changeRole.mutate({ id: user.id, data: { role: proposed } })}
                    className="btn-primary px-4 py-2 disabled:cursor-wait disabled:opacity-70"
                  >
                    {changeRole.isPending ? "Saving..." : byLink ? "Send Set-up Link" : "Change Role"}
                  </button>
                  <button type="button" onClick={cancel} className="btn-secondary px-4 py-2">
                    Cancel
                  </button>
                </div>
              </div>
            ) : null}
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

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(UsersPage);
