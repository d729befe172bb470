/**
 * The built-in starter templates in Spanish (decisions.md, Media polish: the server localises them
 * by the caller's language). Keyed by template key, then field key; a field's options in the same
 * order as the English ones. builtin-templates.test.ts checks every text is here.
 */

export interface TemplateWords {
  name: string;
  description: string;
  fields: Record<string, { label: string; help_text?: string; options?: string[] }>;
}

export const BUILTIN_TEMPLATES_ES: Record<string, TemplateWords> = {
  incident_report: {
    name: 'Informe de incidente',
    description: 'Informa de un accidente, una lesión, un casi accidente o un problema de seguridad.',
    fields: {
      occurred_on: { label: 'Fecha del incidente' },
      occurred_at: { label: 'Hora del incidente' },
      place: { label: '¿Dónde ocurrió?' },
      kind: {
        label: 'Tipo de incidente',
        options: ['Lesión', 'Casi accidente', 'Daños materiales', 'Seguridad', 'Otro'],
      },
      description: { label: '¿Qué pasó?' },
      people: { label: 'Personas involucradas o testigos' },
      medical: { label: 'Se necesitó atención médica' },
      photos: { label: 'Fotos', help_text: 'Añade fotos del lugar si es seguro hacerlo.' },
      phone: { label: 'Un teléfono para contactarte' },
      signature: { label: 'Firma' },
    },
  },
  time_off_request: {
    name: 'Solicitud de días libres',
    description: 'Pide días libres; tu gerente responde.',
    fields: {
      first_day: { label: 'Primer día libre' },
      last_day: { label: 'Último día libre' },
      reason: { label: 'Motivo', options: ['Vacaciones', 'Enfermedad', 'Personal', 'Familia', 'Otro'] },
      notes: { label: 'Notas' },
      covered: { label: 'He organizado quién cubre mis turnos' },
    },
  },
  equipment_issue: {
    name: 'Problema con un equipo',
    description: 'Informa de un equipo averiado o peligroso.',
    fields: {
      equipment: { label: 'Equipo' },
      location: { label: '¿Dónde está?' },
      severity: {
        label: '¿Qué tan urgente es?',
        options: ['Baja', 'Media', 'Alta', 'Peligroso — fuera de servicio'],
      },
      description: { label: '¿Qué le pasa?' },
      photos: { label: 'Fotos' },
    },
  },
  temperature_log: {
    name: 'Registro de temperaturas',
    description: 'Anota la temperatura de un refrigerador, un congelador o un mantenedor de calor.',
    fields: {
      day: { label: 'Fecha' },
      time: { label: 'Hora' },
      unit: {
        label: 'Equipo',
        options: ['Cámara frigorífica', 'Congelador', 'Refrigerador vertical', 'Mantenedor de calor'],
      },
      temperature: { label: 'Temperatura (°F)', help_text: 'Solo números, p. ej. 38 o -2.5' },
      action: { label: 'Acción correctiva, si está fuera de rango' },
      checked: { label: 'Comprobé que el termómetro funciona' },
    },
  },
};
