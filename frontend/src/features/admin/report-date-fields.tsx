/**
 * The From and To fields of the office's reports (response time, source to deposit). They are
 * uncontrolled: `fieldsKey` changes once the report (with the server's default dates) arrives, so
 * they start again showing the range the server used.
 */
import { FIELD_INPUT, FIELD_LABEL } from "../../components/staff/list-parts";

export function ReportDateFields({ fieldsKey, from, to }: { fieldsKey: string; from: string | undefined; to: string | undefined }) {
  return (
    <>
      <div>
        <label htmlFor="report-from" className={FIELD_LABEL}>
          From
        </label>
        <input key={fieldsKey} id="report-from" name="from" type="date" defaultValue={from} className={FIELD_INPUT} />
      </div>
      <div>
        <label htmlFor="report-to" className={FIELD_LABEL}>
          To
        </label>
        <input key={fieldsKey} id="report-to" name="to" type="date" defaultValue={to} className={FIELD_INPUT} />
      </div>
    </>
  );
}
