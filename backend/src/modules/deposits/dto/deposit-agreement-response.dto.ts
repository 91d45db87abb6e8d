import { ApiProperty } from '@nestjs/swagger';

/** The reservation agreement for a plan, as the buyer reads and signs it at checkout (issue 29). */
export class DepositAgreementResponseDto {
  /** The agreement's version; send it back as createDeposit's `agreementVersion`. */
  @ApiProperty({ example: '2026-11-v1' })
  version: string;
  title: string;
  /** The agreement in Markdown, with the plan, deposit, hold days and business filled in: exactly the text that is hashed and signed. */
  text: string;
  /** The same text as HTML (rendered by marked; no raw HTML passes through), for the page to show. */
  html: string;
  /** Lower-case hex SHA-256 of `text` (UTF-8); send it back as createDeposit's `agreementSha256`. */
  @ApiProperty({ pattern: '^[0-9a-f]{64}$' })
  sha256: string;
}
