/** Which of a lead's two touches the source report reads (issue 28). */
export enum SourceReportTouch {
  First = 'first',
  Last = 'last',
}

/** What the source report's rows are (issue 28): the touch's source, medium or campaign (touchChannel). */
export enum SourceReportGroupBy {
  Source = 'source',
  Medium = 'medium',
  Campaign = 'campaign',
}
