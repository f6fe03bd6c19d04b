import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './server-field-errors';

describe('the fields a refusal names', () => {
  it('reads body keys from a 400 of bad input, in either language', () => {
    expect(
      fieldErrorsOf('price：必须是金额：整数部分至多 12 位; name：必填', [
        'name',
        'price',
        'model',
      ]),
    ).toEqual(
      new Map([
        ['price', ['必须是金额：整数部分至多 12 位']],
        ['name', ['必填']],
      ]),
    );
    expect(fieldErrorsOf('purchaseDate: must be a day (YYYY-MM-DD)', ['purchaseDate'])).toEqual(
      new Map([['purchaseDate', ['must be a day (YYYY-MM-DD)']]]),
    );
  });

  it('reads designed fields by their labels, the longest label first', () => {
    const names = ['内存', '内存（GB）', '硬盘'];
    expect(fieldErrorsOf('请检查表单：内存（GB）：不能为空；硬盘：至少 128', names)).toEqual(
      new Map([
        ['内存（GB）', ['不能为空']],
        ['硬盘', ['至少 128']],
      ]),
    );
  });

  it('names nothing for a message about no field', () => {
    expect(fieldErrorsOf('门店不存在或不在您的数据范围内', ['storeId', 'name'])).toEqual(new Map());
  });
});
