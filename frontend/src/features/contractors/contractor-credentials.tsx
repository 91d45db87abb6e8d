/**
 * A profile's licenses and insurance (issue 31): the badges beside the name and the section that
 * says exactly what our office checked, by whom and when. Every word comes from the API, which
 * takes it from shared/missouri-licensing.ts, so a trade without a statewide license never reads
 * "Licensed in Missouri".
 */
import type { ContractorResponseDto } from "@/api/generated/model";
import { CheckIcon, ExternalLinkIcon } from "@/components/icons";
import { GOOD_BADGE, WARN_BADGE } from "./badge-styles";

type Credentials = Pick<ContractorResponseDto, "licenseHeadline" | "licenses" | "insurance" | "name">;

/** The license and insurance badges, as items of the profile's badge list. */
export function CredentialBadges({ contractor }: { contractor: Credentials }) {
  return (
    <>
      {contractor.licenseHeadline ? (
        <li className={GOOD_BADGE}>
          <CheckIcon className="size-4" />
          {contractor.licenseHeadline}
        </li>
      ) : null}
      {contractor.insurance.state === "insured" ? (
        <li className={GOOD_BADGE}>
          <CheckIcon className="size-4" />
          {contractor.insurance.label}
        </li>
      ) : contractor.insurance.state === "expired" ? (
        <li className={WARN_BADGE}>{contractor.insurance.label}</li>
      ) : null}
    </>
  );
}

/** "Licenses and insurance": each record as the office checked it, and the certificate of insurance on file. */
export function CredentialsSection({ contractor }: { contractor: Credentials }) {
  const { licenses, insurance } = contractor;
  return (
    <section aria-labelledby="credentials-title">
      <h2 id="credentials-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Licenses and insurance
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700 dark:text-stone-300">
        What our office checked for {contractor.name}, from the document or the public record, and when. Missouri licenses contractors by city or county; only
        electricians can hold a statewide license.
      </p>
      <h3 className="mt-6 text-lg font-bold text-stone-900 dark:text-white">Licenses and registrations</h3>
      {licenses.length === 0 ? (
        <p className="mt-2 text-stone-700 dark:text-stone-300">Our office has not checked a license or registration for this contractor yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {licenses.map((license) => (
            <li
              key={license.id}
              className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800"
              data-current={license.current}
            >
              <p className={license.current ? "font-semibold text-stone-900 dark:text-white" : "font-semibold text-amber-900 dark:text-amber-200"}>
                {license.line}
              </p>
              <p className="mt-1 text-sm text-stone-700 wrap-anywhere dark:text-stone-300">
                No. {license.number} · {license.issuer}
                {license.expiresOn && license.current ? ` · valid through ${license.expiresOn}` : ""}
              </p>
              {license.publicRecordUrl && /^https?:\/\//i.test(license.publicRecordUrl) ? (
                <p className="mt-1 text-sm">
                  <a href={license.publicRecordUrl} rel="noopener nofollow" className="link inline-flex items-center gap-1">
                    Look it up in the public record<span className="sr-only">: {license.name}</span>
                    <ExternalLinkIcon className="size-4" />
                  </a>
                </p>
              ) : null}
              {license.publicRecordText ? <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{license.publicRecordText}</p> : null}
              {license.stateNote ? <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{license.stateNote}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 text-lg font-bold text-stone-900 dark:text-white">Insurance</h3>
      <p className={insurance.state === "expired" ? "mt-2 font-semibold text-amber-900 dark:text-amber-200" : "mt-2 text-stone-800 dark:text-stone-200"}>
        {insurance.sentence ?? "Our office holds no approved certificate of insurance for this contractor yet."}
      </p>
    </section>
  );
}
