/**
 * "Replies refused" on the failed-mail page (listInboundMailRejections, issue 27): inbound messages
 * to reply addresses that were put on no timeline, counted by reason. The messages themselves are
 * not kept (hostile mail is never stored), so this is a table of counts.
 */
import { useListInboundMailRejections } from "@/api/generated/endpoints/inbound-mail/inbound-mail";
import { formatBusinessDateTime } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import { ListProblem, Loading, StaffTable, TD, TH } from "../../components/staff/list-parts";

export function InboundRejections() {
  const rejections = useListInboundMailRejections();
  if (rejections.isError) return <ListProblem error={rejections.error} retry={() => void rejections.refetch()} />;
  if (!rejections.data) return <Loading what="refused replies" />;
  const { inboundEnabled, inboundDomain, reasons, total } = rejections.data;
  return (
    <>
      <p className="mb-3 text-stone-700 dark:text-stone-300">
        {inboundEnabled
          ? `Replies to the reply addresses (@${inboundDomain}) that were not put on any lead's timeline. ${total === 0 ? "None so far." : "Nobody needs to act on them; a steady rise in one reason is worth a look."}`
          : "Inbound mail is not set up (INBOUND_SMTP_PORT or INBOUND_WEBHOOK_SECRET), so e-mails to leads carry the office's address as Reply-To and no replies come back here."}
      </p>
      <StaffTable
        caption="Replies refused, by reason"
        head={
          <>
            <th scope="col" className={TH}>
              Reason
            </th>
            <th scope="col" className={TH}>
              Last 7 days
            </th>
            <th scope="col" className={TH}>
              All time
            </th>
            <th scope="col" className={TH}>
              Latest
            </th>
          </>
        }
      >
        {reasons.map((row) => (
          <tr key={row.reason}>
            <th scope="row" className={`${TD} text-left font-semibold`}>
              {row.label}
            </th>
            <td className={`${TD} tabular-nums`}>{formatNumber(row.lastSevenDays)}</td>
            <td className={`${TD} tabular-nums`}>{formatNumber(row.total)}</td>
            <td className={`${TD} whitespace-nowrap`}>{row.lastAt ? formatBusinessDateTime(row.lastAt) : "Never"}</td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
