/** Route module of deposits (admin only). STUB: replaced by its real page in this change. */
import { registryMeta } from "@/app/page-head";
import { AdminShell } from "./admin-shell";
import { adminPages } from "./pages";

export const meta = registryMeta;

export default function Page() {
  return <AdminShell title={adminPages.deposits.title}>{null}</AdminShell>;
}
