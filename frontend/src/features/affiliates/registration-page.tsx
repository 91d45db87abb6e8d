/**
 * /affiliate-registration 'Become a Referral Partner' (spec §2, §5; issue 14): who the program is
 * for, how it works and pays, the referral-partner agreement, and the application form
 * (registerAffiliate). Prerendered with the empty form; the office reviews every application by hand.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useRegisterAffiliate } from "@/api/generated/endpoints/partner-program/partner-program";
import type { RegisterAffiliateDto } from "@/api/generated/model";
import {
  registerAffiliateBody,
  registerAffiliateBodyAddressMax,
  registerAffiliateBodyBusinessNameMax,
  registerAffiliateBodyCityMax,
  registerAffiliateBodyEmailMax,
  registerAffiliateBodyFirstNameMax,
  registerAffiliateBodyLastNameMax,
  registerAffiliateBodyNotesMax,
  registerAffiliateBodyPhoneMax,
  registerAffiliateBodyReferredByMax,
  registerAffiliateBodyStateMax,
  registerAffiliateBodyWebsiteMax,
  registerAffiliateBodyZipCodeMax,
} from "@/api/generated/zod/partner-program/partner-program.zod";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroCard, splitHero } from "@/components/page-hero";
import { CheckboxField, FormField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { CheckIcon } from "@/components/icons";
import { business, telHref } from "@/lib/business";
import { affiliatesPages } from "./pages";
import {
  bodyText,
  card,
  eyebrow,
  failureText,
  hasPhoneDigits,
  isWebsiteAddress,
  legendClass,
  OPTIONAL,
  REQUIRED,
  sectionHeading,
  SentConfirmation,
} from "@/components/public-form-parts";
import { DEFAULT_PROGRAM, formatRate, rawLeadRatePercent, shareInWords } from "./program-terms";
import { withQueries } from "@/lib/query-provider";
import { REGISTRATION_MESSAGES } from "./registration-messages";
import { FormAlert } from "@/components/form-notice";

export const meta = metaFrom(affiliatesPages);

/** The form's own values: every box holds a string, the agreement starts unticked. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessName: string;
  website: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  referredBy: string;
  notes: string;
  agreementAccepted: boolean;
}

const EMPTY: RegistrationValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  businessName: "",
  website: "",
  address: "",
  city: "",
  // spec §9: default state MO.
  state: "MO",
  zipCode: "",
  referredBy: "",
  notes: "",
  agreementAccepted: false,
};

const FIELDS = Object.keys(EMPTY) as ReadonlyArray<keyof RegistrationValues>;

export const AGREEMENT_LABEL = "I have read and accept the affiliate agreement";

/**
 * The generated schema carries the DTO's rules except two the server checks in code: a phone has
 * 10 to 15 digits (spec §9: at least 10), and a website is http or https.
 */
const registrationSchema = registerAffiliateBody.extend({
  phone: registerAffiliateBody.shape.phone.refine(hasPhoneDigits),
  website: registerAffiliateBody.shape.website.refine((value) => value == null || isWebsiteAddress(value)),
});

const audiences = [
  {
    title: "Real-estate agents",
    text: "Buyers who want land and a new home rather than an existing house: send them to a builder who prices the land, the site work and the home together.",
  },
  {
    title: "Lenders",
    text: "Borrowers asking about construction loans for a barndominium or SIP home get a clear plan and a real quote to take back to you.",
  },
  {
    title: "Land sellers",
    text: "People looking at your acreage usually ask what they could build on it and what it would cost. We answer that for them.",
  },
  {
    title: "Past customers",
    text: "You know what building with us is like. When friends, family or neighbors ask, send them our way.",
  },
  {
    title: "Tradespeople",
    text: "Electricians, plumbers, excavators and other trades across northwest and central Missouri meet owners early, often before they have a builder.",
  },
];

const rate = formatRate(DEFAULT_PROGRAM.ratePercent);
const rawShare = shareInWords(DEFAULT_PROGRAM.rawLeadSharePercent);
const rawRate = formatRate(rawLeadRatePercent(DEFAULT_PROGRAM));
const holdDays = DEFAULT_PROGRAM.holdDays;

const steps = [
  {
    title: "Apply on this page",
    text: "Tell us who you are and accept the partner agreement. It takes about five minutes.",
  },
  {
    title: "We review your application by hand",
    text: "Someone in our office reads every application. Once you are approved, we e-mail you your referral code, your personal referral link and a link to set the password of your partner account (it works for 72 hours).",
  },
  {
    title: "Send us customers",
    text: "Share your referral link: anyone who follows it and then takes our quiz or fills in one of our contact forms is recorded as your referral, unless another partner sent them first. Or submit a customer yourself on the referral form, with their permission.",
  },
  {
    title: "Follow every referral",
    text: "Your partner dashboard shows each referral's stage (new, contacted, qualified, converted or lost), its commission and whether it has been paid.",
  },
  {
    title: "Get paid by our office",
    text: "Once a commission is earned, our office pays it and e-mails you when the payment is made.",
  },
];

const earnings = [
  {
    title: `Done deal: ${rate} of the net profit`,
    text: `You bring a customer who is ready to build with us. When the deal converts, you earn your commission rate on the net profit of the project: ${rate} by default.`,
  },
  {
    title: "Raw lead: a share of your rate",
    text: `You introduce someone who is interested and our team does the selling. If it converts, you earn a share of your rate, currently ${rawShare} (${rawRate} of the net profit at the default rate).`,
  },
  {
    title: "Pending, then earned",
    text: `A new commission is pending for a holding period, currently ${holdDays} days, and is earned after that. If the sale is reversed, the commission is taken back (a clawback) and you see both entries on your dashboard.`,
  },
  {
    title: "No conversion, no commission",
    text: "A referral that never becomes a building customer earns nothing, however promising it looked.",
  },
  {
    title: "Checked before any commission",
    text: "Self-referrals (a customer whose e-mail or phone is your own) and duplicates (a customer who is already our lead, or already another partner's referral) are flagged, as are throwaway e-mail addresses, bursts of clicks from one address and paid ads to your link (not allowed unless our office agrees to them in writing). A flagged referral shows as under review and earns nothing unless our office clears it; if we reject it, we e-mail you why.",
  },
];

/** The agreement the applicant accepts, shown in full above the checkbox. */
function Agreement() {
  const clause = "mt-3 space-y-1";
  const clauseTitle = "font-bold text-stone-900 dark:text-white";
  return (
    <section
      aria-labelledby="agreement-title"
      id="affiliate-agreement"
      className="rounded-xl bg-cream p-5 ring-1 ring-stone-200 dark:bg-stone-950 dark:ring-stone-800"
    >
      <h3 id="agreement-title" className="text-lg font-bold text-stone-900 dark:text-white">
        Referral partner agreement
      </h3>
      <p className={`mt-2 text-sm ${bodyText}`}>Between you and {business.businessName}. By ticking the box below you accept these terms.</p>
      <ol className={`mt-2 list-decimal space-y-3 pl-5 text-sm ${bodyText}`}>
        <li className={clause}>
          <p className={clauseTitle}>What counts as a referral</p>
          <p>
            A person or business who wants us to build, whom you send us through your referral link or the referral form, and who agreed to be contacted by us.
            The first partner to refer a customer keeps that customer. A customer whose e-mail or phone is your own (a self-referral), or who is already our
            lead or already another partner's referral (a duplicate), is flagged and earns nothing unless our office reviews and clears it. Paid search or
            social ads pointing to your link are not allowed unless our office agrees to them in writing; a referral from such an ad is flagged the same way.
          </p>
        </li>
        <li className={clause}>
          <p className={clauseTitle}>Commission</p>
          <p>
            A referral earns commission only when it converts into a building customer, and the amount is calculated by our system from the net profit our
            office records for that project. A done deal earns your commission rate ({rate} by default; your dashboard shows your own rate); a raw lead earns a
            share of that rate, currently {rawShare}. A referral that never converts earns nothing.
          </p>
        </li>
        <li className={clause}>
          <p className={clauseTitle}>Hold and clawback</p>
          <p>
            A commission stays pending for a holding period (currently {holdDays} days) before it is earned. If a converted sale is reversed, the commission is
            reversed too: a clawback entry is recorded, and earned clawbacks are deducted from your next payment.
          </p>
        </li>
        <li className={clause}>
          <p className={clauseTitle}>How you are paid</p>
          <p>
            Our office pays earned commissions and e-mails you when a payment is made. Before we pay you anything, you must give us a completed IRS Form W-9
            with your taxpayer identification number.
          </p>
        </li>
        <li className={clause}>
          <p className={clauseTitle}>How you promote us</p>
          <p>
            No spam: no unsolicited bulk e-mails, texts or calls, and no sharing of anyone's details without their permission. No misrepresentation: do not
            promise prices, schedules or terms on our behalf, and do not present yourself as our employee. You refer customers as an independent partner.
          </p>
        </li>
        <li className={clause}>
          <p className={clauseTitle}>Ending the agreement</p>
          <p>
            Either of us may end this agreement at any time by e-mail. We may also suspend a partner account that breaks these terms; a suspended code no longer
            credits new referrals.
          </p>
        </li>
      </ol>
    </section>
  );
}

function RegistrationForm({ onSent }: { onSent: (message: string) => void }) {
  const registerAffiliate = useRegisterAffiliate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver: generatedSchemaResolver<RegistrationValues>(registrationSchema, REGISTRATION_MESSAGES),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The resolver has checked the values against the generated schema (blank optional fields left out).
      const answer = await registerAffiliate.mutateAsync({ data: values as RegisterAffiliateDto });
      onSent(answer.message);
    } catch (error) {
      // Nothing is reset: the visitor fixes what is wrong and sends again. (A used address is answered like a new one, issue 25.)
      if (showServerFieldErrors(error, FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  const sending = registerAffiliate.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="apply-title" className={`grid gap-8 ${card}`}>
      <fieldset className="grid gap-5">
        <legend className={legendClass}>About you</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="First name"
            {...REQUIRED}
            autoComplete="given-name"
            maxLength={registerAffiliateBodyFirstNameMax}
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <FormField
            label="Last name"
            {...REQUIRED}
            autoComplete="family-name"
            maxLength={registerAffiliateBodyLastNameMax}
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Email"
            {...REQUIRED}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={registerAffiliateBodyEmailMax}
            description="Your partner account and every e-mail about your referrals use this address."
            error={errors.email?.message}
            {...register("email")}
          />
          <FormField
            label="Phone"
            {...REQUIRED}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={registerAffiliateBodyPhoneMax}
            description="With area code (at least 10 digits)."
            error={errors.phone?.message}
            {...register("phone")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Business name"
            {...OPTIONAL}
            autoComplete="organization"
            maxLength={registerAffiliateBodyBusinessNameMax}
            error={errors.businessName?.message}
            {...register("businessName")}
          />
          <FormField
            label="Website"
            {...OPTIONAL}
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={registerAffiliateBodyWebsiteMax}
            description="Starting with https:// or http://, or leave it empty."
            error={errors.website?.message}
            {...register("website")}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className={legendClass}>Mailing address</legend>
        <FormField
          label="Address"
          {...REQUIRED}
          autoComplete="street-address"
          maxLength={registerAffiliateBodyAddressMax}
          error={errors.address?.message}
          {...register("address")}
        />
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
          <FormField
            label="City"
            {...REQUIRED}
            autoComplete="address-level2"
            maxLength={registerAffiliateBodyCityMax}
            error={errors.city?.message}
            {...register("city")}
          />
          <FormField
            label="State"
            {...REQUIRED}
            autoComplete="address-level1"
            // In the prerendered HTML too: react-hook-form fills uncontrolled inputs only once hydrated.
            defaultValue={EMPTY.state}
            maxLength={registerAffiliateBodyStateMax}
            error={errors.state?.message}
            {...register("state")}
          />
          <FormField
            label="ZIP code"
            {...REQUIRED}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={registerAffiliateBodyZipCodeMax}
            error={errors.zipCode?.message}
            {...register("zipCode")}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className={legendClass}>Anything else</legend>
        <FormField
          label="Who told you about the program?"
          {...OPTIONAL}
          maxLength={registerAffiliateBodyReferredByMax}
          error={errors.referredBy?.message}
          {...register("referredBy")}
        />
        <TextAreaField
          label="Notes for our office"
          {...OPTIONAL}
          rows={4}
          maxLength={registerAffiliateBodyNotesMax}
          description={`Up to ${registerAffiliateBodyNotesMax} characters: the kind of clients you work with, the counties you cover.`}
          error={errors.notes?.message}
          {...register("notes")}
        />
      </fieldset>

      <div className="grid gap-4">
        <Agreement />
        <CheckboxField aria-required error={errors.agreementAccepted?.message} {...register("agreementAccepted")}>
          {AGREEMENT_LABEL} <span className="text-stone-600 dark:text-stone-400">(required)</span>
        </CheckboxField>
      </div>

      <FormAlert message={failure} />

      <button
        type="submit"
        disabled={sending}
        className="btn-primary w-full py-3.5 text-lg disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-8"
      >
        {sending ? "Sending..." : "Send my application"}
      </button>
    </form>
  );
}

function RegistrationPage() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  return (
    <>
      <PageHero
        look={splitHero}
        eyebrow="Referral partner program"
        title={affiliatesPages.registration.title}
        titleId="registration-title"
        lead={
          <>
            Know someone in northwest or central Missouri who wants to build a barndominium or an energy-efficient SIP home? Send them to us. We take care of
            them from the first call to the finished home, and you earn a commission when they build with us.
          </>
        }
        aside={
          <dl className={`grid gap-4 ${heroCard}`}>
            <div>
              <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">Done deal</dt>
              <dd className="mt-1 font-bold text-stone-900 dark:text-white">{rate} of the net profit, by default</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">Raw lead</dt>
              <dd className="mt-1 font-bold text-stone-900 dark:text-white">A share of your rate, currently {rawShare}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">Paid</dt>
              <dd className="mt-1 font-bold text-stone-900 dark:text-white">By our office, once a commission is earned</dd>
            </div>
          </dl>
        }
      >
        <p className="mt-4 text-stone-700 dark:text-stone-300">
          Already a partner?{" "}
          <Link className="link" to="/affiliate-lead-form">
            Submit a referral
          </Link>{" "}
          or open your{" "}
          <Link className="link" to="/affiliate-dashboard">
            partner dashboard
          </Link>
          .
        </p>
      </PageHero>

      <section aria-labelledby="audience-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <p className={eyebrow}>Who it is for</p>
        <h2 id="audience-title" className={sectionHeading}>
          People Missourians ask before they build
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {audiences.map((audience) => (
            <li key={audience.title} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-6 shrink-0 text-field dark:text-green-400" />
              <div>
                <h3 className="font-bold text-stone-900 dark:text-white">{audience.title}</h3>
                <p className={`mt-1 ${bodyText}`}>{audience.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className="bg-white py-14 sm:py-16 dark:bg-stone-900">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <p className={eyebrow}>How it works</p>
          <h2 id="how-title" className={sectionHeading}>
            From application to payment in five steps
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-cream p-6 ring-1 ring-stone-200 dark:bg-stone-950 dark:ring-stone-800">
                <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-extrabold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 text-lg font-bold text-stone-900 dark:text-white">{step.title}</h3>
                <p className={`mt-2 ${bodyText}`}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="earn-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <p className={eyebrow}>Commission</p>
        <h2 id="earn-title" className={sectionHeading}>
          What you earn, and when
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {earnings.map((item) => (
            <li key={item.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
              <h3 className="text-lg font-bold text-stone-900 dark:text-white">{item.title}</h3>
              <p className={`mt-2 ${bodyText}`}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="apply-title" className="mx-auto max-w-3xl px-4 pb-14 sm:px-6 sm:pb-16 lg:px-8">
        <p className={eyebrow}>Apply</p>
        <h2 id="apply-title" className={sectionHeading}>
          Your partner application
        </h2>
        {sentMessage === null ? (
          <>
            <p className={`mt-4 ${bodyText}`}>
              Fields marked (required) must be filled in. Questions first? Call{" "}
              <a className="link" href={telHref(business.phone)}>
                {business.phone}
              </a>{" "}
              or e-mail{" "}
              <a className="link break-all" href={`mailto:${business.email}`}>
                {business.email}
              </a>
              .
            </p>
            <div className="mt-8">
              <RegistrationForm onSent={setSentMessage} />
            </div>
          </>
        ) : (
          <div className="mt-8">
            <SentConfirmation title="Application received">
              <p>{sentMessage}</p>
              <h4 className="mt-5 font-bold text-stone-900 dark:text-white">What happens next</h4>
              <ol className="mt-2 list-decimal space-y-2 pl-5">
                <li>Our office reviews your application by hand.</li>
                <li>
                  Once you are approved, we e-mail you your referral code, your referral link and a link to set the password of your partner account. If we
                  cannot approve it, we e-mail you why.
                </li>
                <li>
                  Then sign in to your{" "}
                  <Link className="link" to="/affiliate-dashboard">
                    partner dashboard
                  </Link>{" "}
                  and start sending us customers through your link or the{" "}
                  <Link className="link" to="/affiliate-lead-form">
                    referral form
                  </Link>
                  .
                </li>
              </ol>
            </SentConfirmation>
          </div>
        )}
      </section>
    </>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(RegistrationPage);
