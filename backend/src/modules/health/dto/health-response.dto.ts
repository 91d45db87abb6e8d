export class HealthResponseDto {
  /** Always "ok" when the answer is 200. */
  status: 'ok';
  /** The database answered a query. */
  database: 'up';
}
