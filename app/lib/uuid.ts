const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL can be a row's id (else: 404, before any query). */
export const isUuid = (v: string | undefined): v is string => !!v && UUID.test(v);
