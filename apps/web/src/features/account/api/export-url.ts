/** GET /api/me/export: a JSON download (content-disposition: attachment), so a plain link is enough. */
export const MY_DATA_EXPORT_URL = '/api/me/export';
