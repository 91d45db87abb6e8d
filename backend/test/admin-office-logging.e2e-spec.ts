import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { Deposit } from '../src/modules/deposits/entities/deposit.entity';
import { Design } from '../src/modules/designs/entities/design.entity';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { captureOutput } from './captured-output';
import { createTestApp } from './test-app';

jest.setTimeout(120_000);

// Its own file: the output is captured before the first app of the file creates its logger.
describe('admin office log lines', () => {
  let app: INestApplication;
  const output = captureOutput();

  beforeAll(async () => {
    ({ app } = await createTestApp({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
  });

  afterAll(async () => {
    output.restore();
    const db = app?.get(DataSource);
    if (db) await cleanAuthTables(db);
    await app?.close();
  });

  it('logs every deposit status change with the deposit, both statuses and the admin’s id', async () => {
    const db = app.get(DataSource);
    const admin = await createUser(app, { role: UserRole.Admin });
    const buyer = await createUser(app);
    const { id: designId } = await db.getRepository(Design).findOneByOrFail({ slug: 'oak' });
    const { identifiers } = await db.getRepository(Deposit).insert({ userId: buyer.id, designId, amount: 250_000 });
    const id = identifiers[0].id as number;
    const office = new Browser(app);
    await office.signInAs(admin);
    await office.call('patch', `/api/admin/deposits/${id}`, { status: 'invoiced' }, 200);
    expect(output.lines().filter((line) => line.includes(`deposit ${id} moved from pending to invoiced by admin ${admin.id}`))).toHaveLength(1);
  });

  it('logs a role change and a promotion to admin with the user, the new role, the admin and the address', async () => {
    const admin = await createUser(app, { role: UserRole.Admin });
    const member = await createUser(app);
    const office = new Browser(app);
    await office.signInAs(admin);
    await office.call('patch', `/api/admin/users/${member.id}/role`, { role: 'affiliate' }, 200);
    await office.call('patch', `/api/admin/users/${member.id}/role`, { role: 'admin' }, 200);
    const staffLines = (text: string) => output.lines().filter((line) => line.includes(text) && line.includes(`by admin ${admin.id} from `));
    expect(staffLines(`role changed: user ${member.id} is now affiliate`)).toHaveLength(1);
    expect(staffLines(`office role requested: user ${member.id}: admin enrolment link sent`)).toHaveLength(1);
  });

  it('logs every admin operation, reads included, with the admin’s id on its request line', async () => {
    const admin = await createUser(app, { role: UserRole.Admin });
    const office = new Browser(app);
    await office.signInAs(admin);
    const urls = ['/api/admin/leads?status=pending', '/api/admin/dashboard', '/api/admin/quote-requests', '/api/admin/deposits', '/api/admin/users'];
    for (const url of urls) await office.call('get', url, undefined, 200);
    // A visitor's request line carries no user.
    await new Browser(app).call('get', '/api/admin/leads', undefined, 401);

    const requestLine = (url: string, status: number) =>
      output
        .lines()
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { req?: { url: string }; res?: { statusCode: number }; userId?: number })
        .filter((entry) => entry.req?.url === url && entry.res?.statusCode === status);
    for (const url of urls) expect({ url, userIds: requestLine(url, 200).map((entry) => entry.userId) }).toEqual({ url, userIds: [admin.id] });
    expect(requestLine('/api/admin/leads', 401).map((entry) => entry.userId)).toEqual([undefined]);
  });
});
