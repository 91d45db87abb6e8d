import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { estimateWithComparison } from '../src/modules/estimates/cost-model/cost-model';
import { DEFAULT_ESTIMATE_OPTIONS } from '../src/modules/estimates/cost-model/cost-rates';
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

  it("prices a catalogue plan with its own areas and R-values and the default options", async () => {
    const res = await get('/api/designs/rose-mount/estimate').expect(200);
    const { needsWell, needsSeptic, drivewayFeet, slope, padAndUtilitiesReady, ...options } = DEFAULT_ESTIMATE_OPTIONS;
    const expected = estimateWithComparison({
      ...options,
      livingSquareFeet: 1800,
      shopSquareFeet: 3820,
      siteWork: { needsWell, needsSeptic, drivewayFeet, slope, padAndUtilitiesReady },
      sipWallRValue: 26,
      sipRoofRValue: res.body.energy.roofRValue,
    });
    expect(res.body).toEqual(expected);
    expect(res.body.energy.wallRValue).toBe(26);
    expect([33, 48]).toContain(res.body.energy.roofRValue);
    expect(res.body.totalCents % 100_000).toBe(0);
  });

  it('follows the choices in the query string', async () => {
    const base = (await get('/api/designs/oak/estimate').expect(200)).body;
    const premium = (await get('/api/designs/oak/estimate?finishLevel=premium').expect(200)).body;
    const readyLot = (
      await get('/api/designs/oak/estimate?needsWell=false&needsSeptic=false&drivewayFeet=0&padAndUtilitiesReady=true').expect(200)
    ).body;
    const stick = (await get('/api/designs/oak/estimate?shell=stick-built&region=kansas-city-northland').expect(200)).body;
    expect(premium.totalCents).toBeGreaterThan(base.totalCents);
    expect(readyLot.phases.find((p: { phase: string }) => p.phase === 'siteWork').cents).toBe(0);
    expect(stick.sipEnergySavingsPercent).toBe(0);
    expect(stick.energy.shell).toBe('stick-built');
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
