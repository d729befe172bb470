import type { TForm, TFormTemplatesPage } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { formCalls } from '../../../test/forms.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { BUILTIN_TEMPLATES, builtinTemplates } from './builtin-templates.js';
import { BUILTIN_TEMPLATES_ES } from './builtin-templates-es.js';

const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);
const F = formCalls(app, C.companyId);
await db.updateTable('users').set({ default_locale: 'es' }).where('id', '=', C.manager.user.id).execute();

describe('the built-in form templates in Spanish', () => {
  it('the catalogue has every template, field, help text and option', () => {
    for (const t of BUILTIN_TEMPLATES) {
      const words = BUILTIN_TEMPLATES_ES[t.key];
      expect(words, t.key).toBeDefined();
      for (const f of t.fields) {
        const w = words?.fields[f.key];
        expect(w?.label, `${t.key}.${f.key}`).toBeTruthy();
        if (f.help_text) expect(w?.help_text, `${t.key}.${f.key} help`).toBeTruthy();
        expect(w?.options ?? [], `${t.key}.${f.key} options`).toHaveLength(f.options.length);
      }
    }
    const es = builtinTemplates('es');
    expect(es.map((t) => t.fields.map((f) => [f.key, f.type, f.required, f.order]))).toEqual(
      BUILTIN_TEMPLATES.map((t) => t.fields.map((f) => [f.key, f.type, f.required, f.order])),
    );
  });

  it('forms/listTemplates speaks the caller’s language: names, descriptions, labels, help texts, options', async () => {
    const es = (await F.get<TFormTemplatesPage>('listTemplates', C.manager.token, { per_page: 10 })).body.data
      .content;
    const builtins = es.form_templates.filter((t) => t.source === 'builtin');
    expect(builtins.map((t) => t.name)).toEqual([
      'Informe de incidente',
      'Problema con un equipo',
      'Registro de temperaturas',
      'Solicitud de días libres',
    ]);
    const log = builtins.find((t) => t.key === 'temperature_log');
    expect(log?.description).toBe(
      'Anota la temperatura de un refrigerador, un congelador o un mantenedor de calor.',
    );
    expect(log?.fields.find((f) => f.key === 'temperature')).toMatchObject({
      label: 'Temperatura (°F)',
      help_text: 'Solo números, p. ej. 38 o -2.5',
    });
    expect(log?.fields.find((f) => f.key === 'unit')?.options).toEqual([
      'Cámara frigorífica',
      'Congelador',
      'Refrigerador vertical',
      'Mantenedor de calor',
    ]);
    const found = (await F.get<TFormTemplatesPage>('listTemplates', C.manager.token, { terms: 'días' })).body
      .data.content;
    expect(found.form_templates.map((t) => t.key)).toEqual(['time_off_request']);
    // An English speaker keeps the English.
    const en = (await F.get<TFormTemplatesPage>('listTemplates', C.adminToken, { per_page: 10 })).body.data
      .content;
    expect(en.form_templates.find((t) => t.key === 'temperature_log')?.name).toBe('Temperature log');
  });

  it('a form made from a built-in key alone copies its fields in the maker’s language', async () => {
    const res = await F.post<TForm>('create', C.manager.token, {
      name: 'Registro',
      template_key: 'incident_report',
      location_ids: [C.north.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kind = res.body.data.content.fields.find((f) => f.key === 'kind');
    expect(kind).toMatchObject({ label: 'Tipo de incidente', options: expect.arrayContaining(['Lesión']) });
    const english = await F.post<TForm>('create', C.adminToken, {
      name: 'Incident',
      template_key: 'incident_report',
      location_ids: [C.north.id],
    });
    expect(english.body.data.content.fields.find((f) => f.key === 'kind')?.label).toBe('Type of incident');
  });
});
