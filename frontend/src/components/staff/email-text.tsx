/**
 * An e-mail address that wraps at sensible points: a line may end before the "@" and before each
 * dot (<wbr>), never inside a name. Only a single part longer than the whole line is cut
 * (`break-words`, overflow-wrap: break-word, which unlike `break-all` or `anywhere` never lets a
 * table squeeze the column to a letter's width).
 */
import { Fragment } from "react";

const WBR_STYLE = { display: "inline" } as const;

/** "jane.doe@mail.example.com" → ["jane", ".doe", "@mail", ".example", ".com"]. */
export function emailParts(email: string): string[] {
  return email.split(/(?=[@.])/).filter((part) => part !== "");
}

export function EmailText({ email, className }: { email: string; className?: string }) {
  return (
    <span className={`break-words ${className ?? ""}`.trim()} data-email-text="">
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {/* Inline, as in every browser: name computations that treat it as a block (happy-dom's) would read a space there. */}
          {index > 0 ? <wbr style={WBR_STYLE} /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
