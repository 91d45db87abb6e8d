import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { clearCsrfCookie, CSRF_COOKIE, csrfProtection, issueCsrfToken, SAFE_METHODS } from '../../common/csrf';
import { errorBody } from '../../common/error-body';
import { AppConfig } from '../../config/app-config';
import { DatabaseOutage, sendDatabaseUnavailable } from '../../database/database-outage';
import { ADMIN_SESSION_IDLE_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionCookieName } from './auth.constants';
import { isOfficeRole } from '../../common/auth/user-role';
import type { User } from './entities/user.entity';
import { hashPassword, verifyPassword } from './password-hasher';
import { toAuthenticatedUser, UsersService } from './users.service';

/** What passport keeps in the session: the user's id and their credential stamp. */
interface SessionPrincipal {
  id: number;
  stamp: string;
}

declare module 'express-session' {
  interface SessionData {
    passport?: { user?: SessionPrincipal };
    /** Epoch ms of the sign-in: the session's absolute end is this plus SESSION_ABSOLUTE_MS. */
    signedInAt?: number;
    /** The browser's User-Agent at sign-in (first 200 characters), so the user can tell sessions apart. */
    device?: string;
  }
}

/** How long a session of this user lasts without a request: staff sessions end sooner. */
export function idleLimitMs(user: Pick<AuthenticatedUser, 'role'>): number {
  return isOfficeRole(user.role) ? ADMIN_SESSION_IDLE_MS : SESSION_IDLE_MS;
}

/** A user with their credential stamp, as the local strategy hands it to req.logIn. */
type SigningInUser = AuthenticatedUser & { stamp: string };

/**
 * Sessions, passport and CSRF for /api (app.setup.ts mounts `middleware()`):
 *
 * - express-session with connect-pg-simple in the `sessions` table (spec §3), sharing TypeORM's
 *   pool: any number of instances share the sessions. No session (and no cookie) exists until
 *   someone signs in (saveUninitialized: false), so anonymous visitors and the lead forms stay
 *   cookie-free. Cookie: HttpOnly, SameSite=Lax, Secure when the request came over HTTPS
 *   (req.secure, so behind a proxy per TRUST_PROXY), `__Host-` prefixed when the site is HTTPS.
 * - Idle expiry: 2 h (an admin's: 30 min), rolling (cookie and row move forward on each request);
 *   absolute expiry: 12 h after sign-in (signedInAt in the session, checked on each request).
 * - A per-app passport instance (no process-wide state, so test apps never share strategies):
 *   the local strategy checks e-mail + password; each request re-reads the user, and a session
 *   whose user is gone or whose password changed since sign-in ends.
 */
@Injectable()
export class AuthSession implements OnModuleDestroy {
  private readonly logger = new Logger('Sessions');
  private readonly passport = new Passport();
  private readonly store: InstanceType<ReturnType<typeof connectPgSimple>>;
  // Checked when the e-mail is unknown, so that answer takes as long as a wrong password.
  private unknownUserHash?: Promise<string>;
  readonly cookieName: string;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly users: UsersService,
    config: AppConfig,
    private readonly outage: DatabaseOutage,
  ) {
    this.cookieName = sessionCookieName(config);
    const PgStore = connectPgSimple(session);
    this.store = new PgStore({
      pool: (dataSource.driver as unknown as { master: Pool }).master,
      tableName: 'sessions',
      createTableIfMissing: false,
      errorLog: (...args: unknown[]) => {
        if (!args.some((arg) => this.outage.report(arg))) this.logger.error(args.map(String).join(' '));
      },
    });
    this.sessionMiddleware = session({
      name: this.cookieName,
      secret: config.sessionSecret,
      store: this.store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      genid: () => randomBytes(32).toString('base64url'),
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: SESSION_IDLE_MS },
    });

    this.passport.use(
      'local',
      new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
        this.checkCredentials(email, password).then((user) => done(null, user), done);
      }),
    );
    this.passport.serializeUser<SessionPrincipal>((user, done) => done(null, { id: user.id, stamp: (user as SigningInUser).stamp }));
    this.passport.deserializeUser<SessionPrincipal>((principal, done) => {
      this.currentUser(principal).then((user) => done(null, user), done);
    });
  }

  private readonly sessionMiddleware: RequestHandler;

  /**
   * Everything /api needs, in order; a failure in them (e.g. the database is down) answers in the
   * error shape. A GET/HEAD/OPTIONS without the session cookie skips it all: it has no session to
   * load, its handler never starts one (only sign-in and registration do, by POST), and the CSRF
   * check passes safe methods; so the busiest public reads (the catalogue) pay nothing for it.
   */
  middleware(): RequestHandler[] {
    const chain = Router();
    chain.use(this.sessionMiddleware, this.passport.initialize(), this.passport.session(), this.gate, csrfProtection(), this.failure);
    return [(req, res, next) => (this.mayHaveSession(req) ? chain(req, res, next) : next())];
  }

  /** False only when the request can have no session: a safe method and no session cookie. */
  mayHaveSession(req: Request): boolean {
    return !SAFE_METHODS.has(req.method) || (req.headers.cookie ?? '').includes(`${this.cookieName}=`);
  }

  /** Runs before Nest's exception filter exists for the request: 503 when the database is down, else log it and answer a plain 500 (no detail). */
  private readonly failure: ErrorRequestHandler = (error: unknown, req, res, next) => {
    // The stored session could not be read (the database is down, or just back): with unset
    // 'destroy', express-session would delete it as this answer ends, signing the person out
    // for a moment's outage (make verify, scenario 2). Without an id it leaves the row alone.
    if (!req.session) delete (req as { sessionID?: string }).sessionID;
    if (res.headersSent) return next(error);
    if (this.outage.report(error)) return sendDatabaseUnavailable(res);
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    res.status(500).json(errorBody(500, 'Something went wrong on our side. Please try again in a minute.'));
  };

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }

  /** The user with this e-mail and password, or false (unknown e-mail and wrong password alike). */
  private async checkCredentials(email: string, password: string): Promise<SigningInUser | false> {
    const user = typeof email === 'string' ? await this.users.findByEmailWithPassword(email) : null;
    this.unknownUserHash ??= hashPassword(randomBytes(24).toString('base64url'));
    const ok = await verifyPassword(user?.password ?? (await this.unknownUserHash), typeof password === 'string' ? password : '');
    return user && ok ? this.signingInUser(user) : false;
  }

  /** The session's user, read fresh; false when the account is gone or its password changed. */
  private async currentUser(principal: SessionPrincipal): Promise<AuthenticatedUser | false> {
    const user = typeof principal?.id === 'number' ? await this.users.findById(principal.id) : null;
    if (!user || this.users.credentialStamp(user) !== principal.stamp) return false;
    return toAuthenticatedUser(user);
  }

  /**
   * Ends a stored session that is past its absolute lifetime or has lost its user; otherwise
   * keeps its cookie no longer than the absolute end.
   */
  private readonly gate: RequestHandler = (req, res, next) => {
    const current = req.session;
    if (!current || current.signedInAt === undefined) return next();
    const remaining = current.signedInAt + SESSION_ABSOLUTE_MS - Date.now();
    if (req.user && remaining > 0) {
      current.cookie.maxAge = Math.min(idleLimitMs(req.user), remaining);
      return next();
    }
    this.logger.log(`session ended: ${remaining > 0 ? 'its user is gone or changed password' : '12 hours since sign-in'} (${req.ip})`);
    this.signOut(req, res).then(() => next(), next);
  };

  /** Checks e-mail and password with the local strategy: the user, or false. */
  authenticate(req: Request, res: Response): Promise<SigningInUser | false> {
    return new Promise((resolve, reject) => {
      this.passport.authenticate('local', { session: false }, (error: unknown, user: SigningInUser | false) => {
        if (error) reject(error);
        else resolve(user || false);
      })(req, res, reject);
    });
  }

  /**
   * Signs the user in on a NEW session id (the old session, if any, is destroyed: no fixation),
   * with a fresh CSRF token; the answer carries both cookies.
   */
  async signIn(req: Request, res: Response, user: SigningInUser): Promise<void> {
    // After an ended session (see gate) the request has none: start one to sign in on.
    if (!req.session) req.sessionStore.generate(req);
    await new Promise<void>((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
    const { stamp: _stamp, ...plain } = user;
    req.user = plain;
    req.session.signedInAt = Date.now();
    req.session.cookie.maxAge = idleLimitMs(plain);
    req.session.device = (req.get('User-Agent') ?? '').slice(0, 200);
    issueCsrfToken(req, res);
  }

  /** A stamp for the user as stored now (after a password change: sign in again with it). */
  signingInUser(user: User): SigningInUser {
    return { ...toAuthenticatedUser(user), stamp: this.users.credentialStamp(user) };
  }

  /**
   * Destroys the session (its row goes; the request continues without one, so nothing is saved
   * or set again) and clears the cookies the browser sent. Harmless without a session.
   */
  async signOut(req: Request, res: Response): Promise<void> {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    }
    req.user = undefined;
    const sent = req.headers.cookie ?? '';
    if (sent.includes(`${this.cookieName}=`)) res.clearCookie(this.cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
    if (sent.includes(`${CSRF_COOKIE}=`)) clearCsrfCookie(req, res);
  }
}
