/** Roles suggested by the routes (spec §6); PostgreSQL enum `user_role`. */
export enum UserRole {
  User = 'user',
  Contractor = 'contractor',
  Affiliate = 'affiliate',
  Admin = 'admin',
}
