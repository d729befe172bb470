import { describe, expect, it } from 'vitest';
import { ZImportConfirmRequest, ZImportUploadFields } from './schemas/imports.js';

describe('import request fields', () => {
  it('read missing_employees as multipart sends it, or as JSON', () => {
    for (const yes of ['1', 'true', 'yes', 'on', true])
      expect(ZImportUploadFields.parse({ company_id: '3', missing_employees: yes }).missing_employees).toBe(
        true,
      );
    for (const no of ['0', 'false', 'no', 'off', '', false])
      expect(ZImportUploadFields.parse({ company_id: 3, missing_employees: no }).missing_employees).toBe(
        false,
      );
    expect(ZImportUploadFields.parse({ company_id: '3' })).toEqual({
      company_id: 3,
      missing_employees: false,
    });
    expect(ZImportUploadFields.safeParse({ company_id: '3', missing_employees: 'maybe' }).success).toBe(
      false,
    );
  });

  it('a confirm needs the import id; missing_employees stays unset unless sent', () => {
    expect(ZImportConfirmRequest.parse({ company_id: '3', id: '12' })).toEqual({ company_id: 3, id: 12 });
    const noId = ZImportConfirmRequest.safeParse({ company_id: 3 });
    expect(noId.success ? [] : noId.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['id', 'This field is required'],
    ]);
  });
});
