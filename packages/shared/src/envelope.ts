/** The success envelope of every answer (ARCHITECTURE.md, API contract). */
export interface Envelope<T> {
  data: { content: T; successes?: string[] };
}

/** The failure body: a message and, for 422, the texts per field. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  mode?: 'maintenance';
}
