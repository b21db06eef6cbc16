import { PG_ERROR, isCheckViolation, isForeignKeyViolation, isUniqueViolation, pgErrorInfo } from '../../../src/server/db/errors';

function wrapped(code: string, constraint?: string): Error {
  const driverError = Object.assign(new Error('duplicate key value'), { code, constraint });
  return new Error('Failed query: insert into ...', { cause: driverError });
}

describe('database error helpers', () => {
  it('finds the SQLSTATE and constraint under the query wrapper', () => {
    expect(pgErrorInfo(wrapped('23505', 'variants_sku_uq'))).toEqual({
      code: '23505',
      constraint: 'variants_sku_uq',
      message: 'duplicate key value',
    });
  });

  it('classifies violations, optionally by constraint name', () => {
    const err = wrapped(PG_ERROR.uniqueViolation, 'variants_sku_uq');
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'variants_sku_uq')).toBe(true);
    expect(isUniqueViolation(err, 'customers_email_lower_uq')).toBe(false);
    expect(isCheckViolation(err)).toBe(false);
    expect(isCheckViolation(wrapped(PG_ERROR.checkViolation))).toBe(true);
  });

  it('counts both foreign key codes as foreign key violations', () => {
    expect(isForeignKeyViolation(wrapped(PG_ERROR.foreignKeyViolation))).toBe(true);
    expect(isForeignKeyViolation(wrapped(PG_ERROR.restrictViolation))).toBe(true);
  });

  it('returns nothing for errors that did not come from the database', () => {
    expect(pgErrorInfo(new Error('boom'))).toBeUndefined();
    expect(pgErrorInfo(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBeUndefined();
    expect(pgErrorInfo('text')).toBeUndefined();
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
