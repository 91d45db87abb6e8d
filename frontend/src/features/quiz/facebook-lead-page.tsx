/**
 * Route module of /facebook-lead: a short discovery-lead form for paid-social visitors
 * (spec §5). The campaign's utm parameters come from the landing URL (kept for the session),
 * never from visible inputs. On success the access token is kept and the visitor goes to /unlock.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { errorMessage, isApiError } from "@/api/api-error";
import { useCreateDiscoveryLead } from "@/api/generated/endpoints/leads/leads";
import { createDiscoveryLeadBody } from "@/api/generated/zod/leads/leads.zod";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroLead, type HeroLook } from "@/components/page-hero";
import { heroFormGrid, heroLargeTitle } from "@/components/page-hero-looks";
import { EmailField, FormField, PhoneField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { business } from "@/lib/business";
import { readTracking } from "@/lib/tracking";
import { storeAccessToken } from "../../lib/access-token";
import { quizPages } from "./pages";
import { withQueries } from "@/lib/query-provider";

/** The whole page on the band, the text wider than the form panel. */
const leadCaptureHero: HeroLook = {
  frame: "band",
  container: `mx-auto grid max-w-6xl ${heroFormGrid} lg:grid-cols-[1.1fr_1fr] lg:px-8`,
  column: "",
  title: heroLargeTitle,
  lead: heroLead,
};

export const meta = metaFrom(quizPages);

type LeadValues = Pick<z.input<typeof createDiscoveryLeadBody>, "firstName" | "email" | "phone">;

const FIELDS = ["firstName", "email", "phone"] as const;

// spec §5 discovery lead form: the server's messages, word for word.
const MESSAGES = {
  firstName: "First name is required",
  email: "Please enter a basic email format (e.g., name@example.com)",
  phone: "Please enter a phone number with area code, using digits, spaces and + ( ) - . only.",
};

export const LEAD_NETWORK_ERROR = "Network error. Please check your connection and try again.";

const benefits = [
  { title: "7-day shell install", text: "Factory-cut SIP panels close in your home in about a week." },
  { title: "30-50% faster build", text: "Move in months sooner than with conventional framing." },
  { title: "20-30% savings", text: "A tighter, simpler build that keeps more of your budget in the house." },
  { title: "R-24 to R-50 insulation", text: "Lower heating and cooling bills through every Missouri season." },
];

function FacebookLeadPage() {
  const navigate = useNavigate();
  const createLead = useCreateDiscoveryLead();
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LeadValues>({
    resolver: generatedSchemaResolver<LeadValues>(createDiscoveryLeadBody, MESSAGES),
    defaultValues: { firstName: "", email: "", phone: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const tracking = readTracking();
      // The referral partner's code (?ref=) and the landing travel with the utm fields: the server credits the partner.
      const result = await createLead.mutateAsync({ data: { ...values, ...tracking } });
      storeAccessToken(result.accessToken);
      await navigate("/unlock");
    } catch (error) {
      if (!isApiError(error)) {
        setNotice(LEAD_NETWORK_ERROR);
        return;
      }
      // A 400 names the fields at fault: the message goes under each; anything else shows above the button.
      if (showServerFieldErrors(error, FIELDS, setError) === 0) setNotice(errorMessage(error));
    }
  });

  const sending = createLead.isPending;

  const form = (
    <section
      aria-labelledby="lead-form-title"
      className="self-start rounded-2xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="lead-form-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Where should we send it?
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">Three quick fields, no obligation.</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="lead-form-title" className="mt-6 grid gap-4">
        <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <EmailField error={errors.email?.message} {...register("email")} />
        <PhoneField error={errors.phone?.message} {...register("phone")} />
        <div role="alert">
          {notice ? (
            <p className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
              {notice}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={sending} className="btn-primary w-full py-3.5 text-lg tracking-wide disabled:cursor-wait disabled:opacity-70">
          {sending ? "Sending..." : "GET MY FREE ROADMAP"}
        </button>
        <p className="text-xs leading-relaxed text-stone-600 dark:text-stone-400">
          We use your details only to send your roadmap and answer your questions. See our{" "}
          <Link className="link" to="/privacy-policy">
            privacy policy
          </Link>
          .
        </p>
      </form>
    </section>
  );

  return (
    <PageHero
      look={leadCaptureHero}
      eyebrow={<>{business.businessName} · St. Joseph, MO</>}
      title={quizPages.facebookLead.title}
      lead={
        <>
          Thinking about a barndominium or SIP home in Missouri? Leave your name and email and get instant access to our resource hub: floor plans, the cost
          calculator, financing and permit guides, and a free 12-minute discovery call with our team. Email replies come within 24 hours.
        </>
      }
      aside={form}
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900">
            <p className="font-bold text-stone-900 dark:text-white">{benefit.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-stone-700 dark:text-stone-300">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm font-medium text-stone-600 dark:text-stone-400">Featured in 570+ media outlets.</p>
    </PageHero>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(FacebookLeadPage);
