import { boundingBox, countyOfPlace, displayCity, milesBetween, resolveCity, resolvePlace, resolveZip } from './geo';

describe('geo', () => {
  it('resolves a ZIP to its centroid, city and state', () => {
    expect(resolveZip('64501')).toEqual({
      zipCode: '64501',
      city: 'St. Joseph',
      state: 'MO',
      latitude: 39.7688,
      longitude: -94.8385,
      label: 'St. Joseph, MO 64501',
    });
    expect(resolveZip('64068')).toMatchObject({ city: 'Liberty', state: 'MO', label: 'Liberty, MO 64068' });
  });

  it('finds no unknown, malformed or Canadian code', () => {
    expect(resolveZip('00000')).toBeNull();
    expect(resolveZip('6450')).toBeNull();
    expect(resolveZip('K1A')).toBeNull();
    expect(resolveZip('64501 ')).toBeNull();
  });

  it('resolves a city in Missouri unless a state is given, whatever the spelling of Saint', () => {
    const stJoe = resolveCity('St. Joseph');
    expect(stJoe).toMatchObject({ zipCode: null, city: 'St. Joseph', state: 'MO', label: 'St. Joseph, MO' });
    expect(resolveCity('saint joseph')).toEqual(stJoe);
    expect(resolveCity('ST JOSEPH', 'mo')).toEqual(stJoe);
    // The mean of the city's distinct ZIP centroids stays within the city.
    expect(milesBetween(stJoe!, resolveZip('64501')!)).toBeLessThan(5);
    expect(resolveCity('Liberty', 'KS')).toMatchObject({ state: 'KS' });
    expect(resolveCity('Liberty', 'KS')!.latitude).not.toBe(resolveCity('Liberty')!.latitude);
    expect(resolveCity('Nowhereville')).toBeNull();
    expect(resolveCity('Liberty', 'XX')).toBeNull();
    expect(resolveCity('   ')).toBeNull();
  });

  it('prefers the ZIP when both are given', () => {
    expect(resolvePlace({ zip: '64068', city: 'Columbia' })).toMatchObject({ zipCode: '64068' });
    expect(resolvePlace({ city: 'Columbia' })).toMatchObject({ city: 'Columbia', state: 'MO' });
    expect(resolvePlace({})).toBeNull();
  });

  it('measures great-circle miles at known points', () => {
    const stJoseph = resolveZip('64501')!;
    const liberty = resolveZip('64068')!;
    // By hand: 0.5227° of latitude (36.11 mi) and 0.4194° of longitude at 39.5° N (22.36 mi) → 42.47 mi;
    // the zipcodes package's own law-of-cosines distance rounds to 42.
    expect(milesBetween(stJoseph, liberty)).toBeCloseTo(42.475, 2);
    expect(milesBetween(liberty, stJoseph)).toBe(milesBetween(stJoseph, liberty));
    expect(milesBetween(stJoseph, stJoseph)).toBe(0);
    // One degree of latitude: 69.09 miles on the mean sphere.
    expect(milesBetween({ latitude: 39, longitude: -94 }, { latitude: 40, longitude: -94 })).toBeCloseTo(69.09, 2);
    // St. Joseph to Columbia (central Missouri): 147 miles as the crow flies (the package says 147 too).
    expect(milesBetween(stJoseph, resolveZip('65201')!)).toBeCloseTo(147.0, 0);
  });

  it('draws a bounding box that holds the whole circle, and little more', () => {
    const center = resolveZip('64501')!;
    for (const miles of [5, 50, 200]) {
      const box = boundingBox(center, miles);
      // Points on the circle in 360 directions all fall in the box.
      for (let bearing = 0; bearing < 360; bearing += 1) {
        const point = destination(center, bearing, miles * 0.999999);
        expect(point.latitude).toBeGreaterThanOrEqual(box.minLat);
        expect(point.latitude).toBeLessThanOrEqual(box.maxLat);
        expect(point.longitude).toBeGreaterThanOrEqual(box.minLon);
        expect(point.longitude).toBeLessThanOrEqual(box.maxLon);
      }
      // The box's edges touch the circle: its north edge is `miles` away.
      expect(milesBetween(center, { latitude: box.maxLat, longitude: center.longitude })).toBeCloseTo(miles, 6);
    }
  });

  it('writes a dataset name as a Missourian would', () => {
    expect(displayCity('SAINT JOSEPH')).toBe('St. Joseph');
    expect(displayCity('Kansas City')).toBe('Kansas City');
    expect(displayCity('SAINTE GENEVIEVE')).toBe('Ste. Genevieve');
  });
});

/** The point `miles` away from `from` on the initial bearing (degrees). */
function destination(from: { latitude: number; longitude: number }, bearing: number, miles: number) {
  const R = 3958.7613;
  const rad = Math.PI / 180;
  const d = miles / R;
  const lat1 = from.latitude * rad;
  const lon1 = from.longitude * rad;
  const b = bearing * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 = lon1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / rad, longitude: lon2 / rad };
}

describe('countyOfPlace (lead routing territories)', () => {
  it.each([
    ['Clinton County', 'Clinton County'],
    ['st louis county', 'St. Louis County'],
    ['a farm in clay county near the river', 'Clay County'],
    ['Kearney, MO', 'Clay County'],
    ['near Savannah', 'Andrew County'],
    ['St. Joseph', 'Buchanan County'],
    ['64060', 'Clay County'],
    ['Kansas City 64106', 'Jackson County'],
    ['Springfield, MO 65806', null],
    ['somewhere nice', null],
    ['', null],
  ])('%j → %j', (text, county) => {
    expect(countyOfPlace(text)).toBe(county);
  });
});
