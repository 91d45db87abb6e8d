/** The steps of the dashboard's conversion funnel (issue 13), in order. */
export enum ConversionStage {
  Leads = 'leads',
  CallBooked = 'callBooked',
  DepositPlaced = 'depositPlaced',
  Paid = 'paid',
}
