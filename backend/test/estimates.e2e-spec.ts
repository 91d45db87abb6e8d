import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { estimateWithComparison } from '../src/modules/estimates/cost-model/cost-model';
import { DEFAULT_ESTIMATE_OPTIONS } from '../src/modules/estimates/cost-model/cost-rates';
import type { EstimateQueryDto } from '../src/modules/estimates/dto/estimate-query.dto';
import { createTestApp } from './test-app';

describe('GET /api/designs/:idOrSlug/estimate', () => {
  let app: INestApplication;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  // A plan's own figures (spec §3), written out: the expectation must not come from the response.
  const ROSE_MOUNT = { livingSquareFeet: 1800, shopSquareFeet: 3820, sipWallRValue: 26, sipRoofRValue: 33 };
  const OAK = { livingSquareFeet: 2210, shopSquareFeet: 3059, sipWallRValue: 26, sipRoofRValue: 33 };
  const SPIRIT = { livingSquareFeet: 816, shopSquareFeet: 0, sipWallRValue: 26, sipRoofRValue: 33 };

  /** What the cost model says for this plan with these choices and the defaults for the rest. */
  const expected = (plan: typeof OAK, choices: EstimateQueryDto = {}) => {
    const o = { ...DEFAULT_ESTIMATE_OPTIONS, ...choices };
    return estimateWithComparison({
      ...plan,
      finishLevel: o.finishLevel,
      shell: o.shell,
      region: o.region,
      siteWork: {
        needsWell: o.needsWell,
        needsSeptic: o.needsSeptic,
        drivewayFeet: o.drivewayFeet,
        slope: o.slope,
        padAndUtilitiesReady: o.padAndUtilitiesReady,
      },
    });
  };

  it('prices a catalogue plan with its own areas and R-values and the default options', async () => {
    const res = await get('/api/designs/rose-mount/estimate').expect(200);
    expect(res.body).toEqual(expected(ROSE_MOUNT));
    expect(res.body.energy).toMatchObject({ shell: 'sip', wallRValue: 26, roofRValue: 33 });
    // A residential plan has no shop (null in the catalogue): priced with none.
    expect((await get('/api/designs/spirit/estimate').expect(200)).body).toEqual(expected(SPIRIT));
  });

  it('passes every choice in the query string to the cost model', async () => {
    // Each value differs from its default and changes the estimate (checked first), so a choice
    // dropped on the way fails. The slope counts only while the pad is not ready: the pad gets a
    // request of its own.
    const choices = {
      finishLevel: 'premium',
      shell: 'steel-frame',
      region: 'north-missouri',
      needsWell: false,
      needsSeptic: false,
      drivewayFeet: 50,
      slope: 'steep',
    } as const;
    for (const [key, value] of Object.entries({ ...choices, padAndUtilitiesReady: true })) {
      expect(expected(OAK, { [key]: value })).not.toEqual(expected(OAK));
    }
    const query = new URLSearchParams(Object.entries(choices).map(([key, value]) => [key, String(value)]));
    expect((await get(`/api/designs/oak/estimate?${query}`).expect(200)).body).toEqual(expected(OAK, choices));

    const readyLot = await get('/api/designs/oak/estimate?padAndUtilitiesReady=true').expect(200);
    expect(readyLot.body).toEqual(expected(OAK, { padAndUtilitiesReady: true }));
  });

  it('rejects values it cannot take with a 400 naming the parameter', async () => {
    const bad = await get('/api/designs/oak/estimate?shell=straw&drivewayFeet=-5&needsWell=maybe').expect(400);
    const text = JSON.stringify(bad.body);
    expect(text).toContain('shell');
    expect(text).toMatch(/driveway/i);
    expect(text).toMatch(/needs well|needsWell/i);
    await get('/api/designs/oak/estimate?colour=red').expect(400);
  });

  it('answers 404 for a plan that does not exist', async () => {
    const res = await get('/api/designs/no-such-plan/estimate').expect(404);
    expect(res.body.statusCode).toBe(404);
  });
});
