import type { Kysely } from 'kysely';
import { type Col, timestampType as ts, withId } from './helpers.js';

/**
 * Forms (spec §3 Form, form template, form response; decisions.md, Forms). A form's `fields` and
 * a response's answers are JSON text (shared forms.ts shapes, checked on the way in). A form is
 * targeted like a memo: `form_targets` rows (location | audience | employee), read live, so
 * whoever is in a targeted location now sees the form. `closed_at` ends answering: responses can
 * no longer be sent, edited or deleted. A company's own templates keep their targeting as JSON
 * (it only fills a new form). Files of responses live in storage under `form-files/{company}/`;
 * a row is made at upload (no response yet) and tied to the response that names it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const company = (c: Col) => c.notNull().references('companies.id').onDelete('cascade');
  const person = (c: Col) => c.references('employees.id').onDelete('set null');

  await withId(db, db.schema.createTable('form_templates'))
    .addColumn('company_id', 'integer', company)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('mode', 'varchar(20)', (c) => c.notNull().defaultTo('segments'))
    .addColumn('location_ids', 'text', (c) => c.notNull())
    .addColumn('audience_ids', 'text', (c) => c.notNull())
    .addColumn('recipient_ids', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'integer', person)
    .addColumn('updater_id', 'integer', person)
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .addColumn('deleted_at', ts(db))
    .execute();
  await db.schema
    .createIndex('form_templates_company_idx')
    .on('form_templates')
    .columns(['company_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('forms'))
    .addColumn('company_id', 'integer', company)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('mode', 'varchar(20)', (c) => c.notNull().defaultTo('segments'))
    .addColumn('template_id', 'integer', (c) => c.references('form_templates.id').onDelete('set null'))
    .addColumn('template_key', 'varchar(64)')
    .addColumn('creator_id', 'integer', person)
    .addColumn('updater_id', 'integer', person)
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .addColumn('closed_at', ts(db))
    .addColumn('deleted_at', ts(db))
    .execute();
  await db.schema
    .createIndex('forms_company_idx')
    .on('forms')
    .columns(['company_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('form_targets')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('target_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_targets_pk', ['form_id', 'target_type', 'target_id'])
    .execute();
  // "The forms targeted to me" starts from the caller's locations, audiences and id.
  await db.schema
    .createIndex('form_targets_target_idx')
    .on('form_targets')
    .columns(['target_type', 'target_id', 'form_id'])
    .execute();

  await withId(db, db.schema.createTable('form_responses'))
    .addColumn('company_id', 'integer', company)
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', person)
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_responses_form_idx')
    .on('form_responses')
    .columns(['form_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('form_responses_employee_idx')
    .on('form_responses')
    .columns(['form_id', 'employee_id'])
    .execute();

  await withId(db, db.schema.createTable('form_response_files'))
    .addColumn('company_id', 'integer', company)
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('form_response_id', 'integer', (c) => c.references('form_responses.id').onDelete('set null'))
    .addColumn('employee_id', 'integer', person)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('original_filename', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('type_category', 'varchar(20)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('thumb_key', 'varchar(500)', (c) => c.unique())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_response_files_response_idx')
    .on('form_response_files')
    .columns(['form_response_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
