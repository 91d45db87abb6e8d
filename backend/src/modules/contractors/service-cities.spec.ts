import { readFileSync } from 'node:fs';
import path from 'node:path';
import { milesBetween, resolveZip } from '../geo/geo';
import { coveredCities, SERVICE_CITIES } from './service-cities';

const FRONTEND = path.resolve(__dirname, '../../../../frontend/src');

describe('the 16 service cities', () => {
  it("are the front end's serviceAreaCities, same slugs, names and order", () => {
    const source = readFileSync(path.join(FRONTEND, 'lib/service-area.ts'), 'utf8');
    const list = source.slice(source.indexOf('serviceAreaCities'), source.indexOf('];', source.indexOf('serviceAreaCities')));
    const cities = [...list.matchAll(/\{ slug: "([^"]+)", name: "([^"]+)"/g)].map(([, slug, name]) => ({ slug, name }));
    expect(cities).toHaveLength(16);
    expect(SERVICE_CITIES.map(({ slug, name }) => ({ slug, name }))).toEqual(cities);
  });

  it("carry each city page's county", () => {
    for (const city of SERVICE_CITIES) {
      const page = readFileSync(path.join(FRONTEND, `content/cities/${city.slug}.mdx`), 'utf8');
      expect({ slug: city.slug, county: /^county: (.*)$/m.exec(page)?.[1] }).toEqual({ slug: city.slug, county: city.county });
    }
  });

  it('sit at their ZIP centroid, in Missouri', () => {
    for (const city of SERVICE_CITIES) {
      const place = resolveZip(city.zipCode)!;
      expect(place.state).toBe('MO');
      expect({ slug: city.slug, latitude: place.latitude, longitude: place.longitude }).toEqual({
        slug: city.slug,
        latitude: city.latitude,
        longitude: city.longitude,
      });
    }
  });

  it('are covered when within an area radius, edges included', () => {
    const liberty = SERVICE_CITIES.find((city) => city.slug === 'liberty')!;
    const stJoseph = SERVICE_CITIES.find((city) => city.slug === 'st-joseph')!;
    const apart = milesBetween(liberty, stJoseph);
    expect(coveredCities([{ ...stJoseph, radius: 5 }]).map((c) => c.slug)).toEqual(['st-joseph']);
    expect(coveredCities([{ ...stJoseph, radius: Math.ceil(apart) }]).map((c) => c.slug)).toContain('liberty');
    expect(coveredCities([{ ...stJoseph, radius: Math.floor(apart) }]).map((c) => c.slug)).not.toContain('liberty');
    expect(coveredCities([])).toEqual([]);
    // Two areas: the union, in the list's order.
    const columbia = SERVICE_CITIES.find((city) => city.slug === 'columbia')!;
    expect(
      coveredCities([
        { ...columbia, radius: 10 },
        { ...stJoseph, radius: 5 },
      ]).map((c) => c.slug),
    ).toEqual(['st-joseph', 'columbia']);
  });
});
