import { pageTotal } from './paging';

describe('pageTotal', () => {
  const neverCounted = () => Promise.reject(new Error('counted again'));

  it('reads the total the first row carries (bigint arrives as a string)', async () => {
    await expect(pageTotal([{ total: '42' }, { total: '42' }], 2, neverCounted)).resolves.toBe(42);
  });

  it('answers 0 for an empty first page without counting again', async () => {
    await expect(pageTotal([], 1, neverCounted)).resolves.toBe(0);
  });

  it('counts again only past the last page, where no row carries the total', async () => {
    const count = jest.fn().mockResolvedValue(17);
    await expect(pageTotal([], 3, count)).resolves.toBe(17);
    expect(count).toHaveBeenCalledTimes(1);
  });
});
