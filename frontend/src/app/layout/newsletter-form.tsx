import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/toast/use-toast";

/**
 * spec §4/§8: only emptiness is checked, nothing is sent to a server.
 * noValidate keeps the browser's own email-format check out of the way.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState("");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      toast({ variant: "destructive", description: "Please enter your email address" });
      return;
    }
    toast({ title: "Subscribed!", description: "Thank you for subscribing to our newsletter." });
    setEmail("");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-label="Newsletter">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-300">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-stone-600 bg-stone-950 px-3 py-2.5 text-base text-white placeholder:text-stone-500 focus-visible:border-brand-400"
        />
        <button type="submit" className="btn-primary">
          Subscribe
        </button>
      </div>
    </form>
  );
}
